import { describe, expect, it } from 'vitest';
import { stripHtml, summaryFromContent } from './summary';

describe('summaryFromContent', () => {
  it('strips HTML and styles', () => {
    expect(summaryFromContent('<style>p{color:red}</style><h2>Título</h2><p>Hola &amp; adiós</p>')).toBe(
      'Título Hola & adiós',
    );
  });

  it('cuts at 120 characters on a word boundary with ...', () => {
    const words = Array.from({ length: 40 }, (_, index) => `palabra${index}`).join(' ');
    const summary = summaryFromContent(`<p>${words}</p>`);
    expect(summary.endsWith('...')).toBe(true);
    const body = summary.slice(0, -3);
    expect(body.length).toBeLessThanOrEqual(120);
    expect(words.startsWith(body)).toBe(true);
    expect(words[body.length]).toBe(' ');
  });

  it('keeps short text whole, without ...', () => {
    expect(summaryFromContent('<p>Texto breve.</p>')).toBe('Texto breve.');
  });

  it('recognises a full HTML document', () => {
    expect(summaryFromContent('<!DOCTYPE html><html><body><p>x</p></body></html>')).toBe(
      'Contenido HTML (vista previa no disponible)',
    );
    expect(summaryFromContent('<html lang="es"><p>x</p></html>')).toBe(
      'Contenido HTML (vista previa no disponible)',
    );
  });

  it('recognises code', () => {
    expect(summaryFromContent('const a = 1;\nfunction b() {\n  return a;\n}')).toBe(
      'Este contenido parece ser código (vista previa no disponible)',
    );
  });

  it('says when there is no content', () => {
    expect(summaryFromContent('')).toBe('Sin contenido disponible...');
    expect(summaryFromContent('   ')).toBe('Sin contenido disponible...');
    expect(summaryFromContent(null)).toBe('Sin contenido disponible...');
    expect(summaryFromContent('<p> </p>')).toBe('Sin contenido disponible...');
  });

  it('does not take ordinary prose for code', () => {
    expect(summaryFromContent('Hoy estudiamos.\nMañana repasamos.')).toBe(
      'Hoy estudiamos. Mañana repasamos.',
    );
  });
});

describe('stripHtml', () => {
  it('drops scripts and collapses spaces', () => {
    expect(stripHtml('<p>a</p>\n<script>alert(1)</script>  <b>b</b>')).toBe('a b');
  });
});
