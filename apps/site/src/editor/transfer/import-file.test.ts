import { describe, expect, it } from 'vitest';
import { ImportFileError, importKindOf, readImportFile } from './import-file';
import {
  IMPORT_INVALID_FORMAT,
  IMPORT_UNSUPPORTED_FORMAT,
  IMPORTED_FROM_JSON,
  IMPORTED_HTML,
} from './transfer-messages';

const file = (name: string, text: string) => new File([text], name);
const json = (value: unknown) => file('post_export.json', JSON.stringify(value));

async function failure(promise: Promise<unknown>): Promise<ImportFileError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('expected an ImportFileError');
}

describe('importKindOf', () => {
  it('knows .html, .htm and .json in any case', () => {
    expect(importKindOf('a.html')).toBe('html');
    expect(importKindOf('A.HTM')).toBe('html');
    expect(importKindOf('post_export.JSON')).toBe('json');
  });

  it('knows nothing else', () => {
    expect(importKindOf('a.txt')).toBeUndefined();
    expect(importKindOf('a.html.txt')).toBeUndefined();
    expect(importKindOf('json')).toBeUndefined();
    expect(importKindOf('a.xhtml')).toBeUndefined();
  });
});

describe('readImportFile', () => {
  it('given another extension › refuses it with the spec message', async () => {
    const error = await failure(readImportFile(file('notas.md', '# Hola')));
    expect(error.message).toBe('Formato de archivo no soportado');
    expect(error.message).toBe(IMPORT_UNSUPPORTED_FORMAT);
  });

  it('given an HTML fragment › answers it as it is', async () => {
    expect(await readImportFile(file('post.HTM', '<p>Hola</p>'))).toEqual({
      kind: 'html',
      html: '<p>Hola</p>',
    });
  });

  it('given a full export › answers every field', async () => {
    const exported = {
      title: 'Título',
      content: '<p>Hola</p>',
      category: '3',
      tags: ['a', 'b'],
      status: 'draft',
      publishDate: '2024-05-01',
      editorMode: 'html',
      resumen: 'Resumen',
      coverImagePreview: 'data:image/jpeg;base64,AAAA',
    };
    expect(await readImportFile(json(exported))).toEqual({ kind: 'json', state: exported });
  });

  it('given only content › answers only content, so the form keeps its other fields', async () => {
    const answer = await readImportFile(json({ content: '<p>x</p>', title: null, unknown: 1 }));
    expect(answer).toEqual({ kind: 'json', state: { content: '<p>x</p>' } });
    expect(answer.kind === 'json' && Object.keys(answer.state)).toEqual(['content']);
  });

  it('reads a numeric category, comma-separated tags and a null cover', async () => {
    const answer = await readImportFile(
      json({ content: '', category: 4, tags: 'a, b,,c ', coverImagePreview: null }),
    );
    expect(answer).toEqual({
      kind: 'json',
      state: { content: '', category: '4', tags: ['a', 'b', 'c'], coverImagePreview: null },
    });
  });

  it('drops a cover the preview would not show', async () => {
    const answer = await readImportFile(json({ content: 'x', coverImagePreview: 'javascript:alert(1)' }));
    expect(answer).toEqual({ kind: 'json', state: { content: 'x' } });
  });

  it.each([
    ['text that is not JSON', '{"content": '],
    ['no content', JSON.stringify({ title: 'x' })],
    ['content that is not text', JSON.stringify({ content: 5 })],
    ['a list', JSON.stringify([{ content: 'x' }])],
    ['null', 'null'],
    ['an unknown editor mode', JSON.stringify({ content: 'x', editorMode: 'markdown' })],
    ['tags that are not text', JSON.stringify({ content: 'x', tags: [1, 2] })],
  ])('given %s › refuses it with the spec message', async (_, text) => {
    const error = await failure(readImportFile(file('post.json', text)));
    expect(error.message).toBe('Error al importar: formato invalido');
    expect(error.message).toBe(IMPORT_INVALID_FORMAT);
  });
});

describe('the import messages', () => {
  it('are the spec text', () => {
    expect(IMPORTED_FROM_JSON).toBe('Post importado correctamente desde JSON');
    expect(IMPORTED_HTML).toBe('HTML importado correctamente');
  });
});
