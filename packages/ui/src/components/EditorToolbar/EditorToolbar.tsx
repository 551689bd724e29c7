import { Toolbar } from 'radix-ui';
import * as styles from './EditorToolbar.css';
import { EditorToolbarGroups } from './EditorToolbarGroups';
import type { EditorToolbarItem } from './editor-toolbar-item';

export type {
  EditorToolbarActionItem,
  EditorToolbarItem,
  EditorToolbarPanelItem,
} from './editor-toolbar-item';

export interface EditorToolbarProps {
  /** Names the toolbar, e.g. 'Formato del contenido'. */
  label: string;
  /** Buttons in groups, separated by a rule. */
  groups: EditorToolbarItem[][];
  /**
   * Runs when a pointer presses anywhere on the toolbar, before a button acts or a panel opens. An
   * editor that reads the text's selection lazily brings it up to date here.
   */
  beforePress?: () => void;
}

/**
 * The formatting toolbar of a rich-text editor: one tab stop, arrow keys between buttons (Radix
 * Toolbar). Buttons keep the focus in the text on a mouse press, so the selection they act on stays;
 * a button with a panel opens it in a popover and Escape brings the focus back to the button.
 */
export function EditorToolbar({ label, groups, beforePress }: EditorToolbarProps) {
  return (
    <Toolbar.Root className={styles.toolbar} aria-label={label} onPointerDownCapture={beforePress}>
      <EditorToolbarGroups groups={groups} />
    </Toolbar.Root>
  );
}
