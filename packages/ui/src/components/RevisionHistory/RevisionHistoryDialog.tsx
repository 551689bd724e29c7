import type { ReactElement } from 'react';
import { revisionHistoryMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Dialog } from '../Dialog/Dialog';
import { HeadingLevelProvider } from '../Heading/HeadingLevel';
import { RevisionHistory, type RevisionHistoryProps } from './RevisionHistory';
import * as styles from './RevisionHistoryDialog.css';

export interface RevisionHistoryDialogProps extends RevisionHistoryProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * The button that opens it (a single element, e.g. a 'Historial' Button). Given here it becomes the
   * dialog's trigger: pressing it asks `onOpenChange(true)`, and closing the dialog puts the focus back
   * on it. Without one, the focus returns to nothing when the dialog closes.
   */
  trigger?: ReactElement;
}

/** The history in a wide dialog titled 'Historial'; while a restore runs it cannot be closed. */
export function RevisionHistoryDialog({
  open,
  onOpenChange,
  trigger,
  ...history
}: RevisionHistoryDialogProps) {
  const copy = useMessages({ revisionHistory: revisionHistoryMessages }).revisionHistory;
  const busy = history.restoring === true;
  const ignoreWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content
        title={copy.dialogTitle}
        description={copy.dialogDescription}
        closeLabel={busy ? false : copy.close}
        className={styles.wide}
        onEscapeKeyDown={ignoreWhileBusy}
        onPointerDownOutside={ignoreWhileBusy}
        onInteractOutside={ignoreWhileBusy}
      >
        {/* The dialog's title is an h2: the history's headings sit under it. */}
        <HeadingLevelProvider level={3}>
          <RevisionHistory {...history} />
        </HeadingLevelProvider>
      </Dialog.Content>
    </Dialog.Root>
  );
}
