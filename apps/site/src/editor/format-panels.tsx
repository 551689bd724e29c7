import { ImageIcon, LinkIcon } from '@pupitre/ui';
import {
  ColorPicker,
  type EditorToolbarItem,
  FONT_SIZES,
  FontSizeMenu,
  LinkPopover,
  TEXT_COLOUR_PRESETS,
} from '@pupitre/ui/fragments';
import type { Editor } from 'slate';
import { ImagePanel } from './ImagePanel';
import {
  applyLink,
  currentFontSize,
  currentTextColour,
  linkAt,
  linkDraftAt,
  removeLink,
  setFontSize,
  setTextColour,
} from './inline-commands';
import { linkUrlProblem, normaliseLinkUrl } from './link-url';
import { onSelection } from './panel-selection';
import type { TextColours } from './use-text-colours';

/** Colour, size, link and image: the toolbar buttons that open a panel. */
export function formatPanelItems(editor: Editor, colours: TextColours, inLink: boolean): EditorToolbarItem[] {
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
      label: inLink ? 'Editar enlace' : 'Insertar enlace',
      glyph: <LinkIcon size="sm" />,
      panel: (close) => {
        const saved = editor.selection;
        const editing = linkAt(editor) !== undefined;
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
            onRemove={editing ? () => onSelection(editor, saved, close, () => removeLink(editor)) : undefined}
          />
        );
      },
    },
    {
      id: 'image',
      label: 'Insertar imagen',
      glyph: <ImageIcon size="sm" />,
      panel: (close) => <ImagePanel editor={editor} saved={editor.selection} close={close} />,
    },
  ];
}
