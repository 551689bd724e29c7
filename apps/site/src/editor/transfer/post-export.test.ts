import { describe, expect, it } from 'vitest';
import type { EditorExportState } from './export-state';
import { exportFile, toExportHtml, toExportJson } from './post-export';
import { EXPORTED, exportFailed } from './transfer-messages';

const state: EditorExportState = {
  title: 'Cómo estudiar',
  content: '<p>Hola <strong>mundo</strong></p>',
  category: '2',
  tags: ['estudio', 'hábitos'],
  status: 'draft',
  publishDate: '2024-05-01',
  editorMode: 'simple',
  resumen: 'Un resumen',
  coverImagePreview: null,
};

describe('toExportJson', () => {
  it('writes exactly the spec fields, in its order', () => {
    const withExtras = { ...state, coverImage: 'a File', id: 7 } as EditorExportState;
    const written = JSON.parse(toExportJson(withExtras));
    expect(Object.keys(written)).toEqual([
      'title',
      'content',
      'category',
      'tags',
      'status',
      'publishDate',
      'editorMode',
      'resumen',
      'coverImagePreview',
    ]);
    expect(written).toEqual(state);
  });
});

describe('toExportHtml', () => {
  it('wraps the body in a UTF-8 page titled with the escaped title', () => {
    const html = toExportHtml({ title: 'A <b> & c', content: state.content });
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>A &lt;b&gt; &amp; c</title>');
    expect(html).toContain(`<body>\n${state.content}\n</body>`);
  });
});

describe('exportFile', () => {
  it('names and types a JSON export', () => {
    expect(exportFile(state, 'json')).toEqual({
      name: 'cómo_estudiar_export.json',
      text: toExportJson(state),
      type: 'application/json;charset=utf-8',
    });
  });

  it('names and types an HTML export', () => {
    expect(exportFile(state, 'html')).toEqual({
      name: 'cómo_estudiar.html',
      text: toExportHtml(state),
      type: 'text/html;charset=utf-8',
    });
  });
});

describe('the export messages', () => {
  it('are the spec text', () => {
    expect(EXPORTED).toBe('Post exportado correctamente');
    expect(exportFailed('sin espacio')).toBe('Error al exportar: sin espacio');
  });
});
