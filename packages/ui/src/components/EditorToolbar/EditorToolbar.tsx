import { Toolbar } from 'radix-ui';
import { Fragment, type ReactNode } from 'react';
import * as styles from './EditorToolbar.css';

export interface EditorToolbarItem {
  /** Stable key within the toolbar. */
  id: string;
  /** The Spanish accessible name, with its shortcut if it has one: 'Negrita (Ctrl+B)'. */
  label: string;
  /** What the button shows: a short glyph ('B', 'H2') or an icon. */
  glyph: ReactNode;
  /** For a toggle (a mark, a block type): whether it applies at the selection. Leave out for actions. */
  pressed?: boolean;
  disabled?: boolean;
  onActivate(): void;
}

export interface EditorToolbarProps {
  /** Names the toolbar, e.g. 'Formato del contenido'. */
  label: string;
  /** Buttons in groups, separated by a rule. */
  groups: EditorToolbarItem[][];
}

/**
 * The formatting toolbar of a rich-text editor: one tab stop, arrow keys between buttons (Radix
 * Toolbar). Buttons keep the focus in the text on a mouse press, so the selection they act on stays.
 */
export function EditorToolbar({ label, groups }: EditorToolbarProps) {
  return (
    <Toolbar.Root className={styles.toolbar} aria-label={label}>
      {groups.map((items, index) => (
        <Fragment key={items[0]?.id ?? index}>
          {index > 0 && <Toolbar.Separator className={styles.separator} />}
          <div className={styles.group}>
            {items.map((item) => (
              <Toolbar.Button
                key={item.id}
                className={styles.button}
                aria-label={item.label}
                title={item.label}
                aria-pressed={item.pressed}
                disabled={item.disabled}
                onMouseDown={(event) => event.preventDefault()}
                onClick={item.onActivate}
              >
                {item.glyph}
              </Toolbar.Button>
            ))}
          </div>
        </Fragment>
      ))}
    </Toolbar.Root>
  );
}
