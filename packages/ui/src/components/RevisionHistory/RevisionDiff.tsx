import { revisionHistoryMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './RevisionHistory.css';
import type { DiffPart, RevisionComparison } from './revision-view';

/**
 * The parts of one field: screen readers do not announce <ins> and <del>, so each change says what it
 * is in hidden text around it.
 */
function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  const copy = useMessages({ revisionHistory: revisionHistoryMessages }).revisionHistory;
  if (parts.length === 0) return <p className={styles.text}>{copy.emptyField}</p>;
  return (
    <p className={styles.text}>
      {parts.map((part, index) => {
        // Parts have no id of their own and never move: their place is their key.
        const key = `${index}`;
        if (part.added)
          return (
            <ins key={key} className={styles.added}>
              <VisuallyHidden>{copy.addedStart}</VisuallyHidden>
              {part.value}
              <VisuallyHidden>{copy.changeEnd}</VisuallyHidden>
            </ins>
          );
        if (part.removed)
          return (
            <del key={key} className={styles.removed}>
              <VisuallyHidden>{copy.removedStart}</VisuallyHidden>
              {part.value}
              <VisuallyHidden>{copy.changeEnd}</VisuallyHidden>
            </del>
          );
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}

/** A version against the editor's text: what was added since (underlined) and taken out (struck through). */
export function RevisionDiff({ comparison }: { comparison: RevisionComparison }) {
  const copy = useMessages({ revisionHistory: revisionHistoryMessages }).revisionHistory;
  const unchanged = [comparison.title, comparison.summary, comparison.body].every((parts) =>
    parts.every((part) => !part.added && !part.removed),
  );
  return (
    <>
      <p className={styles.legend}>
        {unchanged ? (
          copy.unchanged
        ) : (
          <>
            <span>
              <ins className={styles.added}>{copy.addedKey}</ins>
              {copy.addedMeaning}
            </span>
            <span>
              <del className={styles.removed}>{copy.removedKey}</del>
              {copy.removedMeaning}
            </span>
          </>
        )}
      </p>
      <div className={styles.field}>
        <span className={styles.fieldName}>{copy.fieldTitle}</span>
        <DiffText parts={comparison.title} />
      </div>
      <div className={styles.field}>
        <span className={styles.fieldName}>{copy.fieldSummary}</span>
        <DiffText parts={comparison.summary} />
      </div>
      <div className={styles.field}>
        <span className={styles.fieldName}>{copy.fieldBody}</span>
        <DiffText parts={comparison.body} />
      </div>
    </>
  );
}
