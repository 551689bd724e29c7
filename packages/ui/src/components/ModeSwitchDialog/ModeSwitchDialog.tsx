import { modeSwitchDialogMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import type { EditorMode } from '../EditorModeSwitch/EditorModeSwitch';

export interface ModeSwitchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The writer accepts: the app switches to `target` (and closes the dialog). */
  onConfirm(): void;
  /** The mode being switched to: HTML (the default) or back to simple. */
  target?: EditorMode;
  /**
   * Going to simple mode: what the simple editor cannot show and would drop, in the app's words
   * ('tablas', 'la etiqueta <video>'). The dialog names them all.
   */
  lost?: readonly string[];
}

/**
 * Asked before going from the simple editor to HTML mode, and before going back when the simple
 * editor would drop markup (then the confirm button says so, in the danger tone).
 */
export function ModeSwitchDialog({
  open,
  onOpenChange,
  onConfirm,
  target = 'html',
  lost = [],
}: ModeSwitchDialogProps) {
  const copy = useMessages({ modeSwitchDialog: modeSwitchDialogMessages }).modeSwitchDialog;
  const toSimple = target === 'simple';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title={toSimple ? copy.toSimple.title : copy.title}
      description={toSimple ? copy.toSimple.description(lost) : copy.description}
      confirmLabel={toSimple ? copy.toSimple.confirm : copy.confirm}
      cancelLabel={copy.cancel}
      tone={toSimple ? 'danger' : 'primary'}
    />
  );
}
