import { Fragment } from 'react';
import { revisionHistoryMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { DiffPart } from './diff-view';
import * as styles from './RevisionDiff.css';

/**
 * A text's parts, inline: screen readers do not announce <ins> and <del>, so each change says what it
 * is in hidden text around it.
 */
export function DiffParts({ parts }: { parts: readonly DiffPart[] }) {
  const copy = useMessages({ revisionHistory: revisionHistoryMessages }).revisionHistory;
  return parts.map((part, index) => {
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
    return <Fragment key={key}>{part.value}</Fragment>;
  });
}
