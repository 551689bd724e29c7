import { describe, expect, it } from 'vitest';
import { sectionBlocks } from './section-blocks';

describe('sectionBlocks', () => {
  it('cuts the body at headings like the database and reads paragraphs and lists apart', () => {
    const html =
      '<p>Antes del título &amp; sin él.</p>' +
      '<h2>Pasos</h2><p>Sigue estos pasos. Son tres.</p>' +
      '<ul><li><strong>Plan:</strong> define metas.</li><li>Revisa cada lunes.</li></ul>';
    expect(sectionBlocks(html, 1)).toEqual([
      { kind: 'paragraph', sentences: ['Antes del título & sin él.'] },
    ]);
    expect(sectionBlocks(html, 2)).toEqual([
      { kind: 'paragraph', sentences: ['Sigue estos pasos.', 'Son tres.'] },
      {
        kind: 'list',
        items: [{ text: 'Plan: define metas.', label: 'Plan' }, { text: 'Revisa cada lunes.' }],
      },
    ]);
    expect(sectionBlocks(html, 3)).toEqual([]);
  });
});
