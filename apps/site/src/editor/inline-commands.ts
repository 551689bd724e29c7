import { Editor, Element, type Node, Range, Transforms } from 'slate';
import type { LinkElement } from './model';

/** Colour, size and links: what the toolbar's popovers apply to the selection. */

export interface LinkDraft {
  text: string;
  url: string;
  newTab: boolean;
}

const isLink = (node: Node): node is LinkElement => Element.isElement(node) && node.type === 'link';

export function setTextColour(editor: Editor, hex: string) {
  Editor.addMark(editor, 'color', hex);
}

export function setFontSize(editor: Editor, px: number) {
  Editor.addMark(editor, 'fontSize', px);
}

export function currentFontSize(editor: Editor): number | undefined {
  return Editor.marks(editor)?.fontSize;
}

export function currentTextColour(editor: Editor): string | undefined {
  return Editor.marks(editor)?.color;
}

export function linkAt(editor: Editor): LinkElement | undefined {
  if (!editor.selection) return undefined;
  const [found] = Editor.nodes(editor, { match: isLink });
  return found?.[0] as LinkElement | undefined;
}

/** What the link popup starts from: the link under the cursor, or the selected text. */
export function linkDraftAt(editor: Editor): LinkDraft {
  const link = linkAt(editor);
  if (link) {
    return { text: link.children.map((child) => child.text).join(''), url: link.url, newTab: link.newTab };
  }
  const text = editor.selection ? Editor.string(editor, editor.selection) : '';
  return { text, url: '', newTab: true };
}

/**
 * Makes the selection (or the link under the cursor) a link with the popup's text, address and tab
 * choice; with nothing selected, inserts the text as a new link.
 */
export function applyLink(editor: Editor, draft: LinkDraft) {
  const text = draft.text.trim() === '' ? draft.url : draft.text;
  const properties = { url: draft.url, newTab: draft.newTab };
  Editor.withoutNormalizing(editor, () => {
    const [existing] = editor.selection ? Editor.nodes(editor, { match: isLink }) : [];
    if (existing) {
      // Editing a link covers all of it, wherever the cursor was inside it.
      Transforms.select(editor, Editor.range(editor, existing[1]));
      Transforms.unwrapNodes(editor, { match: isLink, split: true });
    }
    const selection = editor.selection;
    if (!selection) return;
    const selected = Editor.string(editor, selection);
    if (Range.isCollapsed(selection) || selected !== text) {
      Transforms.insertNodes(editor, { type: 'link', ...properties, children: [{ text }] });
      return;
    }
    Transforms.wrapNodes(editor, { type: 'link', ...properties, children: [] }, { split: true });
  });
}

/** 'Quitar enlace': every link the selection touches, whole, back to plain text. */
export function removeLink(editor: Editor) {
  Transforms.unwrapNodes(editor, { match: isLink });
}
