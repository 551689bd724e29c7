import { createEditor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { withValidSelection } from './with-valid-selection';

function editorWith(text: string) {
  const editor = withValidSelection(createEditor());
  editor.children = [{ type: 'paragraph', children: [{ text }] }];
  Transforms.select(editor, { path: [0, 0], offset: 1 });
  return editor;
}

const caret = (path: number[], offset: number) => ({ anchor: { path, offset }, focus: { path, offset } });

describe('a selection that points at text that is not there', () => {
  it('is dropped: a path past the last text, or an offset past its end, leaves the caret', () => {
    const editor = editorWith('é');
    Transforms.select(editor, caret([0, 1], 1));
    expect(editor.selection).toEqual(caret([0, 0], 1));
    Transforms.select(editor, caret([0, 0], 2));
    expect(editor.selection).toEqual(caret([0, 0], 1));
    Transforms.select(editor, caret([0], 0));
    expect(editor.selection).toEqual(caret([0, 0], 1));
  });

  it('is applied when every point is in a text', () => {
    const editor = editorWith('hola');
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 4 } });
    expect(editor.selection).toEqual({
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [0, 0], offset: 4 },
    });
    Transforms.deselect(editor);
    expect(editor.selection).toBeNull();
  });
});
