import { describe, expect, it } from 'vitest';
import { bodyText, compareRevision } from './revision-comparison';

describe('a body’s text for the comparison', () => {
  it('keeps each block apart by a blank line, and nested lists and quotes as their own blocks', () => {
    const html =
      '<h2>Plan</h2>\n<p>Lee   <strong>antes</strong> de\ndormir.</p><ul><li>Uno<ul><li>Dos</li></ul></li></ul>' +
      '<blockquote><p>Cita</p></blockquote>';
    expect(bodyText(html)).toBe('Plan\n\nLee antes de dormir.\n\nUno\n\nDos\n\nCita');
  });

  it('keeps line breaks, code as written, images by their alternative text, and decodes entities', () => {
    const html =
      '<p>Línea uno<br>línea dos &amp; tres</p><pre>a  =  1\n  b</pre><p><img src="/x.png" alt="Mapa"></p>';
    expect(bodyText(html)).toBe('Línea uno\nlínea dos & tres\n\na  =  1\n  b\n\n[Imagen: Mapa]');
  });

  it('is empty for a body without text', () => {
    expect(bodyText('<p> </p><div></div>')).toBe('');
  });
});

describe('comparing a revision with the current text', () => {
  it('marks, word by word, what was added since the revision and what was taken out', () => {
    const comparison = compareRevision(
      { titulo: 'Cómo estudiar', resumen: null, contenido: '<p>Repasa cada noche.</p>' },
      { title: 'Cómo estudiar mejor', summary: 'Consejos', html: '<p>Repasa cada mañana.</p><p>Duerme.</p>' },
    );
    const marked = (parts: typeof comparison.body) =>
      parts.map((part) => (part.added ? `+${part.value}` : part.removed ? `-${part.value}` : part.value));
    expect(marked(comparison.title)).toEqual(['Cómo estudiar ', '+mejor']);
    expect(marked(comparison.summary)).toEqual(['+Consejos']);
    expect(marked(comparison.body)).toEqual(['Repasa cada ', '-noche', '+mañana', '.\n\n', '+Duerme.']);
  });
});
