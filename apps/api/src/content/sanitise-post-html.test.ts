import { describe, expect, it } from 'vitest';
import { sanitisePostHtml } from './sanitise-post-html';

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
});
