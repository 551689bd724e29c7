import { type ReactNode, useMemo, useRef, useState } from 'react';
import { revisionHistoryMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { ChangeNavigator } from './ChangeNavigator';
import { DiffBody } from './DiffBody';
import { DiffParts } from './DiffParts';
import { layoutDiff } from './diff-layout';
import type { DiffPart, RevisionComparison } from './diff-view';
import * as styles from './RevisionDiff.css';

export interface RevisionDiffProps {
  comparison: RevisionComparison;
}

function FieldText({ parts }: { parts: readonly DiffPart[] }) {
  const copy = useMessages({ revisionHistory: revisionHistoryMessages }).revisionHistory;
  return <p className={styles.text}>{parts.length === 0 ? copy.emptyField : <DiffParts parts={parts} />}</p>;
}

/**
 * A version against the editor's text: what was added since (underlined) and taken out (struck
 * through), the body paragraph by paragraph. 'Siguiente cambio' and 'Cambio anterior' bring each change
 * into sight and focus it; long runs of unchanged paragraphs fold behind a button. Give it a `key` per
 * version, so a new one starts from its first change with everything folded again.
 */
export function RevisionDiff({ comparison }: RevisionDiffProps) {
  const copy = useMessages({ revisionHistory: revisionHistoryMessages }).revisionHistory;
  const layout = useMemo(() => layoutDiff(comparison), [comparison]);
  const count = layout.changeCount;
  const [current, setCurrent] = useState(-1);
  const changes = useRef(new Map<number, HTMLElement>());

  const go = (change: number) => {
    const target = changes.current.get(change);
    setCurrent(change);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  };

  const renderChange = (change: number, children: ReactNode) => (
    // biome-ignore lint/a11y/useSemanticElements: a stretch of text named 'Cambio 2 de 5' for screen readers, not a form's fields
    <div
      role="group"
      aria-label={copy.changePosition(change + 1, count)}
      tabIndex={-1}
      className={styles.change}
      ref={(element) => {
        if (element) changes.current.set(change, element);
        return () => {
          changes.current.delete(change);
        };
      }}
      // A click inside a change makes it the one the buttons count from.
      onFocus={() => setCurrent(change)}
    >
      {children}
    </div>
  );

  const field = (name: string, parts: readonly DiffPart[], change: number | undefined) => (
    <div className={styles.field}>
      <span className={styles.fieldName}>{name}</span>
      {change === undefined ? <FieldText parts={parts} /> : renderChange(change, <FieldText parts={parts} />)}
    </div>
  );

  return (
    <div className={styles.root}>
      <p className={styles.legend}>
        {count === 0 ? (
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
      {count > 0 && <ChangeNavigator count={count} current={Math.min(current, count - 1)} onGo={go} />}
      {field(copy.fieldTitle, comparison.title, layout.titleChange)}
      {field(copy.fieldSummary, comparison.summary, layout.summaryChange)}
      <div className={styles.field}>
        <span className={styles.fieldName}>{copy.fieldBody}</span>
        {comparison.body.length === 0 ? (
          <p className={styles.text}>{copy.emptyField}</p>
        ) : (
          <DiffBody pieces={layout.body} renderChange={renderChange} />
        )}
      </div>
    </div>
  );
}
