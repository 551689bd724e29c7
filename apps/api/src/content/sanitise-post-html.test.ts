import { describe, expect, it } from 'vitest';
import { MAX_STYLE_LENGTH } from './post-styles';
import { MAX_NESTING_DEPTH, NestingTooDeepError, sanitisePostHtml } from './sanitise-post-html';

describe('post HTML sanitising', () => {
  it('removes scripts, event handlers, javascript: URLs, iframes and forms', () => {
    const dirty = [
      '<p onclick="steal()">Hola<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">enlace</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="/x"><input name="a"><button>Enviar</button></form>',
      '<img src="x" onerror="alert(1)">',
      '<object data="x.swf"></object><embed src="x">',
    ].join('');
    const clean = sanitisePostHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|form|input|button|object|embed/i);
    expect(clean).toContain('<p>Hola</p>');
  });

  it('keeps formatting, colours, font sizes, images and links', () => {
    const html =
      '<h2>Título</h2><p><strong>negrita</strong> <em>cursiva</em> <u>subrayado</u></p>' +
      '<p><span style="color:#0b4444;font-size:18px">color</span></p>' +
      '<ul><li>uno</li></ul><img src="/api/imagenes/1" alt="portada">';
    const clean = sanitisePostHtml(html);
    expect(clean).toContain('<h2>Título</h2>');
    expect(clean).toContain('<strong>negrita</strong>');
    expect(clean).toContain('style="color:#0b4444;font-size:18px"');
    expect(clean).toContain('<img src="/api/imagenes/1" alt="portada" />');
  });

  it('keeps superscripts and subscripts exactly as the editor writes them', () => {
    const fromEditor =
      '<p>20 m<sup>2</sup>, 2<sup>n</sup> y H<sub>2</sub>O; <strong>x<sup>3</sup></strong></p>';
    expect(sanitisePostHtml(fromEditor)).toBe(fromEditor);
  });

  it('keeps a table written in HTML mode, its header cells and cell spans included', () => {
    const table =
      '<table><caption>Notas</caption><thead><tr><th scope="col">Alumno</th><th scope="col">Nota</th></tr></thead>' +
      '<tbody><tr><td>Ana</td><td>9<sup>*</sup></td></tr><tr><td colspan="2">Promedio: 9</td></tr></tbody></table>';
    expect(sanitisePostHtml(table)).toBe(table);
  });

  it('keeps a link in the same tab when its author did not ask for a new one', () => {
    expect(sanitisePostHtml('<a href="https://www.gob.mx/sep">SEP</a>')).toBe(
      '<a href="https://www.gob.mx/sep">SEP</a>',
    );
  });

  it('opens a link in a new tab when its author chose it, always with rel="noopener noreferrer"', () => {
    expect(sanitisePostHtml('<a href="https://www.gob.mx/sep" target="_blank">SEP</a>')).toBe(
      '<a href="https://www.gob.mx/sep" target="_blank" rel="noopener noreferrer">SEP</a>',
    );
    expect(sanitisePostHtml('<a href="/blog" target=" _BLANK " rel="opener">Blog</a>')).toBe(
      '<a href="/blog" target="_blank" rel="noopener noreferrer">Blog</a>',
    );
  });

  it('drops targets other than a new tab, and keeps the rel of a link without one', () => {
    expect(sanitisePostHtml('<a href="/blog" target="_top">Blog</a><a href="/x" target="marco">X</a>')).toBe(
      '<a href="/blog">Blog</a><a href="/x">X</a>',
    );
    expect(sanitisePostHtml('<a href="https://e.org" rel="nofollow">e</a>')).toBe(
      '<a href="https://e.org" rel="nofollow">e</a>',
    );
  });

  it('leaves bodies sanitised under the earlier rules as they are, so stored posts need no new pass', () => {
    const stored =
      '<p><a href="https://www.gob.mx/sep" target="_blank" rel="noopener noreferrer">SEP</a> y ' +
      '<a href="/blog" target="_blank" rel="noopener noreferrer"><em>blog</em></a></p>';
    expect(sanitisePostHtml(stored)).toBe(stored);
  });

  it('drops styles that could load or run anything', () => {
    const clean = sanitisePostHtml('<p style="background-image:url(javascript:x);color:red">x</p>');
    expect(clean).toBe('<p style="color:red">x</p>');
  });

  it('sanitises the drill’s ten 50,000-digit margins in well under a second', () => {
    const margins = `<p style="margin:${'1'.repeat(50_000)}z">x</p>`.repeat(10);
    const started = performance.now();
    expect(sanitisePostHtml(margins)).toBe('<p>x</p>'.repeat(10));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('drops a style attribute longer than the editor ever writes, and keeps shorter ones', () => {
    const long = `color:red;margin:${'1'.repeat(MAX_STYLE_LENGTH)}px`;
    expect(sanitisePostHtml(`<p style="${long}">x</p>`)).toBe('<p>x</p>');
    expect(sanitisePostHtml('<p style="margin:10px 20px;padding:0">x</p>')).toBe(
      '<p style="margin:10px 20px;padding:0">x</p>',
    );
  });

  it('refuses a body nested deeper than the limit at once, without parsing the rest', () => {
    const nested = (depth: number) => `${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`;
    expect(sanitisePostHtml(nested(MAX_NESTING_DEPTH))).toBe(nested(MAX_NESTING_DEPTH));
    expect(() => sanitisePostHtml(nested(MAX_NESTING_DEPTH + 1))).toThrow(NestingTooDeepError);
    const started = performance.now();
    // The drill's 100,000 nested divs took 18 s to parse.
    expect(() => sanitisePostHtml(nested(100_000))).toThrow(NestingTooDeepError);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('counts only open elements: line breaks, images and unclosed paragraphs or items do not nest', () => {
    const many = 5000;
    expect(() => sanitisePostHtml(`<p>${'a<br>'.repeat(many)}</p>`)).not.toThrow();
    expect(() => sanitisePostHtml('<img src="/api/imagenes/1">'.repeat(many))).not.toThrow();
    expect(() => sanitisePostHtml('<p>a'.repeat(many))).not.toThrow();
    expect(() => sanitisePostHtml(`<ul>${'<li>a'.repeat(many)}</ul>`)).not.toThrow();
  });
});
