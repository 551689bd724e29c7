import type { ReactNode } from 'react';

interface EditorToolbarItemBase {
  /** Stable key within the toolbar. */
  id: string;
  /** The Spanish accessible name, with its shortcut if it has one: 'Negrita (Ctrl+B)'. */
  label: string;
  /** What the button shows: a short glyph ('B', 'H2') or an icon. */
  glyph: ReactNode;
  disabled?: boolean;
}

/** A button that acts at once: a mark, a block type, undo. */
export interface EditorToolbarActionItem extends EditorToolbarItemBase {
  /** For a toggle (a mark, a block type): whether it applies at the selection. Leave out for actions. */
  pressed?: boolean;
  onActivate(): void;
  panel?: undefined;
}

/** A button that opens a panel (colour, size, link) in a popover anchored to it. */
export interface EditorToolbarPanelItem extends EditorToolbarItemBase {
  /** The panel's content; `close()` closes it (focus goes back to the button unless it has moved on). */
  panel: (close: () => void) => ReactNode;
  /** Runs as the panel opens. */
  onActivate?(): void;
  pressed?: undefined;
}

export type EditorToolbarItem = EditorToolbarActionItem | EditorToolbarPanelItem;
