import { revisionHistoryMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import * as styles from './RevisionDiff.css';

export interface ChangeNavigatorProps {
  /** How many changes there are (at least one). */
  count: number;
  /** The change in sight, from 0; -1 before the first press. */
  current: number;
  onGo(change: number): void;
}

/** 'Cambio anterior' and 'Siguiente cambio', and where the reader stands: 'Cambio 2 de 5'. */
export function ChangeNavigator({ count, current, onGo }: ChangeNavigatorProps) {
  const copy = useMessages({ revisionHistory: revisionHistoryMessages }).revisionHistory;
  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons that move through a text, not form fields
    <div role="group" aria-label={copy.changesLabel} className={styles.navigator}>
      <Button
        variant="outline"
        tone="neutral"
        size="sm"
        disabled={current <= 0}
        onClick={() => onGo(current - 1)}
      >
        {copy.previousChange}
      </Button>
      <Button
        variant="outline"
        tone="neutral"
        size="sm"
        disabled={current >= count - 1}
        onClick={() => onGo(current + 1)}
      >
        {copy.nextChange}
      </Button>
      <span className={styles.position}>
        {current < 0 ? copy.changeCount(count) : copy.changePosition(current + 1, count)}
      </span>
    </div>
  );
}
