import {
  ColorPicker,
  type EditorToolbarItem,
  FONT_SIZES,
  FontSizeMenu,
  LinkPopover,
  TEXT_COLOUR_PRESETS,
} from '@pupitre/ui';
import { type BaseSelection, type Editor, Transforms } from 'slate';
import { ReactEditor } from 'slate-react';
import {
  applyLink,
  currentFontSize,
  currentTextColour,
  linkAt,
  linkDraftAt,
  setFontSize,
  setTextColour,
} from './inline-commands';
import { linkUrlProblem, normaliseLinkUrl } from './link-url';
import type { TextColours } from './use-text-colours';

/**
 * A panel moves the focus out of the text; the selection it acts on is the one there was when it
 * opened, put back before the change. The focus goes back to the text before the panel closes, so
 * the panel leaves it there instead of returning it to its button.
 */
function onSelection(editor: Editor, saved: BaseSelection, close: () => void, change: () => void) {
  if (saved) Transforms.select(editor, saved);
  change();
  ReactEditor.focus(editor);
  close();
}

/** Colour, size and link: the toolbar buttons that open a panel. */
export function formatPanelItems(editor: Editor, colours: TextColours): EditorToolbarItem[] {
  return [
    {
      id: 'color',
      label: 'Color del texto',
      glyph: <span style={{ borderBottom: `3px solid ${colours.lastUsed}` }}>A</span>,
      panel: (close) => {
        const saved = editor.selection;
        return (
          <ColorPicker
            value={currentTextColour(editor) ?? colours.lastUsed}
            presets={TEXT_COLOUR_PRESETS}
            saved={colours.saved}
            onPick={(hex) => {
              colours.use(hex);
              onSelection(editor, saved, close, () => setTextColour(editor, hex));
            }}
            onSave={colours.save}
          />
        );
      },
    },
    {
      id: 'font-size',
      label: 'Tamaño de letra',
      glyph: 'Aa',
      panel: (close) => {
        const saved = editor.selection;
        return (
          <FontSizeMenu
            sizes={FONT_SIZES}
            value={currentFontSize(editor)}
            onPick={(px) => {
              onSelection(editor, saved, close, () => setFontSize(editor, px));
            }}
          />
        );
      },
    },
    {
      id: 'link',
      label: linkAt(editor) ? 'Editar enlace' : 'Insertar enlace',
      glyph: '🔗',
      panel: (close) => {
        const saved = editor.selection;
        return (
          <LinkPopover
            initial={linkDraftAt(editor)}
            validateUrl={linkUrlProblem}
            onApply={(link) =>
              onSelection(editor, saved, close, () =>
                applyLink(editor, { ...link, url: normaliseLinkUrl(link.url) }),
              )
            }
            onCancel={() => onSelection(editor, saved, close, () => undefined)}
          />
        );
      },
    },
  ];
}
