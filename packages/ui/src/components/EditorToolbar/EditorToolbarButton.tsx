import { Popover, Toolbar } from 'radix-ui';
import { type MouseEvent, useState } from 'react';
import * as styles from './EditorToolbar.css';
import type { EditorToolbarItem, EditorToolbarPanelItem } from './editor-toolbar-item';

// The text keeps the focus on a mouse press, so the selection the button acts on stays.
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

function PanelButton({ item }: { item: EditorToolbarPanelItem }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Toolbar.Button
          className={styles.button}
          aria-label={item.label}
          title={item.label}
          disabled={item.disabled}
          onMouseDown={keepEditorFocus}
          onClick={() => {
            if (!open) item.onActivate?.();
          }}
        >
          {item.glyph}
        </Toolbar.Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          aria-label={item.label}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            // A panel that put the focus back in the text on closing keeps it there.
            const active = document.activeElement;
            if (active && active !== document.body) event.preventDefault();
          }}
        >
          {item.panel(() => setOpen(false))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** One toolbar button: it acts at once, or opens its panel. */
export function EditorToolbarButton({ item }: { item: EditorToolbarItem }) {
  if (item.panel) return <PanelButton item={item} />;
  return (
    <Toolbar.Button
      className={styles.button}
      aria-label={item.label}
      title={item.label}
      aria-pressed={item.pressed}
      disabled={item.disabled}
      onMouseDown={keepEditorFocus}
      onClick={item.onActivate}
    >
      {item.glyph}
    </Toolbar.Button>
  );
}
