import { createEditor, Editor, Node, Transforms } from 'slate';
import { HistoryEditor, withHistory } from 'slate-history';
import { describe, expect, it } from 'vitest';
import { UNDO_PAUSE_MS, withTypingUndoSteps } from './typing-undo-steps';

function typingEditor() {
  let time = 0;
  const editor = withTypingUndoSteps(withHistory(createEditor()), () => time);
  editor.children = [{ type: 'paragraph', children: [{ text: '' }] }];
  Transforms.select(editor, Editor.start(editor, []));
  const type = (text: string, pauseBefore = 0) => {
    time += pauseBefore;
    for (const character of text) {
      time += 50;
      editor.insertText(character);
    }
  };
  const text = () => Node.string(editor);
  return { editor, type, text };
}

describe('undo steps while typing', () => {
  it('after a space, the next word is a step of its own', () => {
    const { editor, type, text } = typingEditor();
    type('Escribo una frase larga');
    HistoryEditor.undo(editor);
    expect(text()).toBe('Escribo una frase ');
    HistoryEditor.undo(editor);
    expect(text()).toBe('Escribo una ');
  });

  it('after punctuation too, with the punctuation and the space in the step before', () => {
    const { editor, type, text } = typingEditor();
    type('Hola, mundo.');
    HistoryEditor.undo(editor);
    expect(text()).toBe('Hola, ');
  });

  it(`a pause of ${UNDO_PAUSE_MS} ms starts a step, even inside a word`, () => {
    const { editor, type, text } = typingEditor();
    type('cuader');
    type('no', UNDO_PAUSE_MS);
    HistoryEditor.undo(editor);
    expect(text()).toBe('cuader');
  });

  it('a word typed without a pause is one step', () => {
    const { editor, type, text } = typingEditor();
    type('palabra');
    HistoryEditor.undo(editor);
    expect(text()).toBe('');
    HistoryEditor.redo(editor);
    expect(text()).toBe('palabra');
  });
});
