/**
 * A plain model of what the editor's text must be after each thing an author does: blocks of text
 * with their kind, and a selection as two offsets into the text read as one string (blocks joined by
 * one separator). It knows the editing rules authors expect, not how Slate implements them.
 */
export type BlockKind = 'paragraph' | 'heading' | 'quote' | 'bullet' | 'number' | 'code';

export interface ModelBlock {
  kind: BlockKind;
  text: string;
}

export interface TextModel {
  blocks: ModelBlock[];
  anchor: number;
  focus: number;
}

export function emptyModel(): TextModel {
  return { blocks: [{ kind: 'paragraph', text: '' }], anchor: 0, focus: 0 };
}

const totalLength = (model: TextModel) =>
  model.blocks.reduce((sum, block) => sum + block.text.length, 0) + model.blocks.length - 1;

/** The block an offset falls in, and the offset inside it. */
export function locate(model: TextModel, offset: number): { index: number; offset: number } {
  let start = 0;
  for (let index = 0; index < model.blocks.length; index += 1) {
    const length = (model.blocks[index] as ModelBlock).text.length;
    if (offset <= start + length) return { index, offset: offset - start };
    start += length + 1;
  }
  const last = model.blocks.length - 1;
  return { index: last, offset: (model.blocks[last] as ModelBlock).text.length };
}

const ordered = (model: TextModel) => [
  Math.min(model.anchor, model.focus),
  Math.max(model.anchor, model.focus),
];

const collapseTo = (model: TextModel, offset: number) => {
  model.anchor = offset;
  model.focus = offset;
};

const block = (model: TextModel, index: number) => model.blocks[index] as ModelBlock;

// Merging two blocks keeps the first one's kind, unless the first is empty: then it is the one that
// goes (Slate's mergeNodes), as an empty line above a heading goes on Backspace in Google Docs.

/** Removes the selected text, line breaks included; blocks it spans merge (see above). */
export function deleteSelection(model: TextModel): void {
  const [start, end] = ordered(model) as [number, number];
  if (start === end) return;
  const from = locate(model, start);
  const to = locate(model, end);
  const first = block(model, from.index);
  const last = block(model, to.index);
  if (to.index > from.index && from.offset === 0) first.kind = last.kind;
  first.text = first.text.slice(0, from.offset) + last.text.slice(to.offset);
  model.blocks.splice(from.index + 1, to.index - from.index);
  collapseTo(model, start);
}

export function insertText(model: TextModel, text: string): void {
  deleteSelection(model);
  const at = locate(model, model.focus);
  const target = block(model, at.index);
  target.text = target.text.slice(0, at.offset) + text + target.text.slice(at.offset);
  collapseTo(model, model.focus + text.length);
}

/**
 * Enter: a new block of the same kind, a new line in code, or out of an empty list item or quote, or
 * off the empty last line of a code block or a quote (a quote holds line breaks once it was code).
 */
export function insertBreak(model: TextModel): void {
  deleteSelection(model);
  const at = locate(model, model.focus);
  const current = block(model, at.index);
  const atEnd = at.offset === current.text.length;
  if ((current.kind === 'code' || current.kind === 'quote') && atEnd && current.text.endsWith('\n')) {
    // That line becomes a paragraph after the block.
    current.text = current.text.slice(0, -1);
    model.blocks.splice(at.index + 1, 0, { kind: 'paragraph', text: '' });
    return;
  }
  if (current.kind === 'code') {
    insertText(model, '\n');
    return;
  }
  if (current.text === '' && current.kind !== 'paragraph' && current.kind !== 'heading') {
    current.kind = 'paragraph';
    return;
  }
  const kind = current.kind === 'heading' ? 'paragraph' : current.kind;
  const rest = current.text.slice(at.offset);
  current.text = current.text.slice(0, at.offset);
  model.blocks.splice(at.index + 1, 0, { kind, text: rest });
  collapseTo(model, model.focus + 1);
}

/** Backspace: the character before, a list item lifted out of its list, or a merge into the block before. */
export function deleteBackward(model: TextModel): void {
  if (model.anchor !== model.focus) {
    deleteSelection(model);
    return;
  }
  const at = locate(model, model.focus);
  const current = block(model, at.index);
  if (at.offset > 0) {
    current.text = current.text.slice(0, at.offset - 1) + current.text.slice(at.offset);
    collapseTo(model, model.focus - 1);
    return;
  }
  if (current.kind === 'bullet' || current.kind === 'number') {
    current.kind = 'paragraph';
    return;
  }
  if (at.index === 0) return;
  const previous = block(model, at.index - 1);
  if (previous.text === '') previous.kind = current.kind;
  previous.text += current.text;
  model.blocks.splice(at.index, 1);
  collapseTo(model, model.focus - 1);
}

/** Delete: the character after, or the next block merged into this one. */
export function deleteForward(model: TextModel): void {
  if (model.anchor !== model.focus) {
    deleteSelection(model);
    return;
  }
  const at = locate(model, model.focus);
  const current = block(model, at.index);
  if (at.offset < current.text.length) {
    current.text = current.text.slice(0, at.offset) + current.text.slice(at.offset + 1);
    return;
  }
  if (at.index === model.blocks.length - 1) return;
  const next = block(model, at.index + 1);
  if (current.text === '') current.kind = next.kind;
  current.text += next.text;
  model.blocks.splice(at.index + 1, 1);
}

export type CaretMove = 'left' | 'right' | 'extend-left' | 'extend-right' | 'start' | 'end';

export function moveCaret(model: TextModel, move: CaretMove): void {
  const [start, end] = ordered(model) as [number, number];
  const clamp = (offset: number) => Math.max(0, Math.min(totalLength(model), offset));
  switch (move) {
    case 'left':
      collapseTo(model, start === end ? clamp(start - 1) : start);
      return;
    case 'right':
      collapseTo(model, start === end ? clamp(end + 1) : end);
      return;
    case 'extend-left':
      model.focus = clamp(model.focus - 1);
      return;
    case 'extend-right':
      model.focus = clamp(model.focus + 1);
      return;
    case 'start':
      collapseTo(model, 0);
      return;
    case 'end':
      collapseTo(model, totalLength(model));
      return;
  }
}

/**
 * The blocks a block format acts on: those the selection touches, except a last block it only
 * reaches at its very start when it also starts at a block's start (what Slate calls a hanging range).
 */
function selectedBlocks(model: TextModel): [number, number] {
  const [start, end] = ordered(model) as [number, number];
  const from = locate(model, start);
  const to = locate(model, end);
  const hanging = start !== end && from.offset === 0 && to.offset === 0 && to.index > from.index;
  return [from.index, hanging ? to.index - 1 : to.index];
}

const isItem = (kind: BlockKind) => kind === 'bullet' || kind === 'number';

/**
 * The other list button over list items only switches the whole list they are in: an HTML list is
 * numbered or bulleted, never both.
 */
function switchesListKind(model: TextModel, kind: BlockKind, first: number, last: number): boolean {
  const touched = model.blocks.slice(first, last + 1);
  if (!isItem(kind) || !touched.every((each) => isItem(each.kind) && each.kind !== kind)) return false;
  for (let index = first; index <= last; index += 1) {
    const was = block(model, index).kind;
    if (was === kind) continue;
    let start = index;
    while (start > 0 && block(model, start - 1).kind === was) start -= 1;
    let end = index;
    while (end < model.blocks.length - 1 && block(model, end + 1).kind === was) end += 1;
    for (let each = start; each <= end; each += 1) block(model, each).kind = kind;
  }
  return true;
}

/** A block button: every selected block takes the kind, or all go back to paragraphs if one had it. */
export function toggleKind(model: TextModel, kind: Exclude<BlockKind, 'paragraph'>): void {
  const [first, last] = selectedBlocks(model);
  if (switchesListKind(model, kind, first, last)) return;
  const touched = model.blocks.slice(first, last + 1);
  const active = touched.some((each) => each.kind === kind);
  for (const each of touched) each.kind = active ? 'paragraph' : kind;
}

/** What the selection holds, as the model reads it. */
export function selectedText(model: TextModel): string {
  const [start, end] = ordered(model) as [number, number];
  return model.blocks
    .map((each) => each.text)
    .join('\n')
    .slice(start, end);
}

export function describeModel(model: TextModel): string {
  return JSON.stringify({ blocks: model.blocks, anchor: model.anchor, focus: model.focus });
}
