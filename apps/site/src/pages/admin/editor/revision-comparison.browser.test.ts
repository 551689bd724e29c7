import type { DiffBlock } from '@pupitre/ui/fragments';
import { describe, expect, it } from 'vitest';
import { similarity } from './block-alignment';
import { bodyBlocks, compareRevision } from './revision-comparison';

describe('a body’s blocks for the comparison', () => {
  it('keeps each block apart with its kind, nested lists and quotes as blocks of their own', () => {
    const html =
      '<h2>Plan</h2>\n<p>Lee   <strong>antes</strong> de\ndormir.</p><ul><li>Uno<ul><li>Dos</li></ul></li></ul>' +
      '<blockquote><p>Cita</p></blockquote>';
    expect(bodyBlocks(html)).toEqual([
      { kind: 'heading', text: 'Plan' },
      { kind: 'paragraph', text: 'Lee antes de dormir.' },
      { kind: 'listItem', text: 'Uno' },
      { kind: 'listItem', text: 'Dos' },
      { kind: 'quote', text: 'Cita' },
    ]);
  });

  it('keeps line breaks, code as written, images by their alternative text, and decodes entities', () => {
    const html =
      '<p>Línea uno<br>línea dos &amp; tres</p><pre>a  =  1\n  b</pre><p><img src="/x.png" alt="Mapa"></p>';
    expect(bodyBlocks(html)).toEqual([
      { kind: 'paragraph', text: 'Línea uno\nlínea dos & tres' },
      { kind: 'code', text: 'a  =  1\n  b' },
      { kind: 'paragraph', text: '[Imagen: Mapa]' },
    ]);
  });

  it('is empty for a body without text', () => {
    expect(bodyBlocks('<p> </p><div></div>')).toEqual([]);
  });
});

/** Each block as one line: its status, then its parts with + for added and - for taken out. */
const marked = (blocks: readonly DiffBlock[]) =>
  blocks.map(
    (block) =>
      `${block.status}: ${block.parts
        .map((part) => (part.added ? `+${part.value}` : part.removed ? `-${part.value}` : part.value))
        .join('|')}`,
  );

const bodyOf = (before: string, after: string) =>
  compareRevision({ titulo: 'T', resumen: null, contenido: before }, { title: 'T', summary: '', html: after })
    .body;

describe('comparing a revision with the current text', () => {
  it('marks the title and summary word by word, and the body paragraph by paragraph', () => {
    const comparison = compareRevision(
      { titulo: 'Cómo estudiar', resumen: null, contenido: '<p>Repasa cada noche.</p><p>Come fruta.</p>' },
      {
        title: 'Cómo estudiar mejor',
        summary: 'Consejos',
        html: '<p>Repasa cada mañana.</p><p>Come fruta.</p><p>Duerme.</p>',
      },
    );
    const parts = (list: typeof comparison.title) =>
      list.map((part) => (part.added ? `+${part.value}` : part.removed ? `-${part.value}` : part.value));
    expect(parts(comparison.title)).toEqual(['Cómo estudiar ', '+mejor']);
    expect(parts(comparison.summary)).toEqual(['+Consejos']);
    expect(marked(comparison.body)).toEqual([
      'changed: Repasa cada |-noche|+mañana|.',
      'unchanged: Come fruta.',
      'added: +Duerme.',
    ]);
  });

  it('never runs a change across paragraphs: words that moved to the next one are changes of each', () => {
    expect(
      marked(
        bodyOf(
          '<p>Uno dos tres.</p><p>Cuatro cinco seis.</p>',
          '<p>Uno dos tres cuatro.</p><p>Cinco seis.</p>',
        ),
      ),
    ).toEqual(['changed: Uno dos tres |+cuatro|.', 'changed: -Cuatro cinco|+Cinco| seis.']);
  });

  it('shows a paragraph written in place of an unlike one whole: one taken out, one added', () => {
    expect(marked(bodyOf('<p>Lee el capítulo.</p>', '<p>Haz un mapa mental.</p>'))).toEqual([
      'removed: -Lee el capítulo.',
      'added: +Haz un mapa mental.',
    ]);
  });

  it('pairs an edited paragraph with its old self even beside new and removed ones', () => {
    const before =
      '<h2>Plan</h2><p>Lee el capítulo tres en voz alta.</p><p>Descansa.</p><ul><li>Agua</li></ul>';
    const after =
      '<h2>Plan</h2><p>Haz un mapa mental.</p><p>Lee el capítulo cuatro en voz alta.</p><ul><li>Agua</li></ul>';
    const body = bodyOf(before, after);
    expect(marked(body)).toEqual([
      'unchanged: Plan',
      'added: +Haz un mapa mental.',
      'changed: Lee el capítulo |-tres|+cuatro| en voz alta.',
      'removed: -Descansa.',
      'unchanged: Agua',
    ]);
    expect(body.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'paragraph',
      'paragraph',
      'listItem',
    ]);
  });

  it('compares equal bodies as unchanged blocks', () => {
    expect(marked(bodyOf('<p>Uno.</p><p>Dos.</p>', '<p>Uno.</p>\n<p>Dos.</p>'))).toEqual([
      'unchanged: Uno.',
      'unchanged: Dos.',
    ]);
  });
});

describe('how alike two blocks are', () => {
  it('is the share of words they have in common, ignoring case and punctuation', () => {
    expect(similarity('Repasa cada noche.', 'repasa cada mañana')).toBeCloseTo(2 / 3);
    expect(similarity('Lee el capítulo.', 'Haz un mapa mental.')).toBe(0);
    expect(similarity('—', '—')).toBe(1);
  });
});
