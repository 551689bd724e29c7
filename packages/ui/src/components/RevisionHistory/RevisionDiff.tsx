import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './RevisionHistory.css';
import type { DiffPart, RevisionComparison } from './revision-view';

/**
 * The parts of one field: screen readers do not announce <ins> and <del>, so each change says what it
 * is in hidden text around it.
 */
function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  if (parts.length === 0) return <p className={styles.text}>(vacío)</p>;
  return (
    <p className={styles.text}>
      {parts.map((part, index) => {
        // Parts have no id of their own and never move: their place is their key.
        const key = `${index}`;
        if (part.added)
          return (
            <ins key={key} className={styles.added}>
              <VisuallyHidden>[añadido: </VisuallyHidden>
              {part.value}
              <VisuallyHidden>]</VisuallyHidden>
            </ins>
          );
        if (part.removed)
          return (
            <del key={key} className={styles.removed}>
              <VisuallyHidden>[quitado: </VisuallyHidden>
              {part.value}
              <VisuallyHidden>]</VisuallyHidden>
            </del>
          );
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}

/** A version against the editor's text: what was added since (underlined) and taken out (struck through). */
export function RevisionDiff({ comparison }: { comparison: RevisionComparison }) {
  const unchanged = [comparison.title, comparison.summary, comparison.body].every((parts) =>
    parts.every((part) => !part.added && !part.removed),
  );
  return (
    <>
      <p className={styles.legend}>
        {unchanged ? (
          'Esta versión es igual al texto actual.'
        ) : (
          <>
            <span>
              <ins className={styles.added}>Subrayado</ins>: añadido después de esta versión
            </span>
            <span>
              <del className={styles.removed}>Tachado</del>: estaba en esta versión y ya no está
            </span>
          </>
        )}
      </p>
      <div className={styles.field}>
        <span className={styles.fieldName}>Título</span>
        <DiffText parts={comparison.title} />
      </div>
      <div className={styles.field}>
        <span className={styles.fieldName}>Resumen</span>
        <DiffText parts={comparison.summary} />
      </div>
      <div className={styles.field}>
        <span className={styles.fieldName}>Contenido</span>
        <DiffText parts={comparison.body} />
      </div>
    </>
  );
}
