import { Editor, Element, Range, Transforms } from 'slate';
import { type BlockFormat, insertRule, toggleBlock } from './commands';

/** What a block may start with, typed and followed by a space, to become another kind of block. */
const prefixes: Record<string, BlockFormat> = {
  '##': { type: 'heading', level: 2 },
  '###': { type: 'heading', level: 3 },
  '####': { type: 'heading', level: 4 },
  '-': { type: 'bulleted-list' },
  '*': { type: 'bulleted-list' },
  '1.': { type: 'numbered-list' },
  '>': { type: 'blockquote' },
};

/** The text from the start of the current block to a collapsed cursor, or null. */
function textBeforeCursor(editor: Editor): { text: string; range: Range } | null {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return null;
  const block = Editor.above(editor, {
    match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
  });
  if (!block) return null;
  const range = { anchor: Editor.start(editor, block[1]), focus: selection.anchor };
  return { text: Editor.string(editor, range), range };
}

function replacePrefix(editor: Editor, range: Range, format: BlockFormat | 'rule') {
  Transforms.select(editor, range);
  Transforms.delete(editor);
  if (format === 'rule') insertRule(editor);
  else toggleBlock(editor, format);
}

/**
 * Markdown as you type: '## ', '### ', '- ', '1. ', '> ' at the start of a paragraph, three backticks
 * for a code block and '---' for a rule.
 */
export function withMarkdownShortcuts(editor: Editor): Editor {
  const { insertText } = editor;
  editor.insertText = (text, options) => {
    const before = textBeforeCursor(editor);
    if (before && text === ' ' && before.text in prefixes) {
      replacePrefix(editor, before.range, prefixes[before.text] as BlockFormat);
      return;
    }
    if (before && text === '`' && before.text === '``') {
      replacePrefix(editor, before.range, { type: 'code-block' });
      return;
    }
    if (before && text === '-' && before.text === '--') {
      replacePrefix(editor, before.range, 'rule');
      return;
    }
    insertText(text, options);
  };
  return editor;
}
