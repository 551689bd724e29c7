import { describe, expect, it } from 'vitest';
import { previewDocument } from './preview-document';

const bodyOf = (html: string) => new DOMParser().parseFromString(previewDocument(html), 'text/html').body;

describe('previewDocument', () => {
  it('keeps data, https and root-relative sources and removes the rest', () => {
    const body = bodyOf(
      '<img src="data:image/png;base64,AAAA" alt="a"><img src="https://example.com/a.png" alt="b">' +
        '<img src="/api/imagenes/3" alt="c"><img src="javascript:alert(1)" alt="d"><img src="ftp://x/y.png" alt="e">',
    );
    const sources = [...body.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      'data:image/png;base64,AAAA',
      'https://example.com/a.png',
      '/api/imagenes/3',
      null,
      null,
    ]);
  });

  it('opens every link in a new tab without giving it the opener', () => {
    const link = bodyOf('<p><a href="https://example.com" target="_self">Ir</a></p>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('makes links without their own target open in a new tab through the base element', () => {
    expect(previewDocument('<p>Hola</p>')).toContain('<base target="_blank">');
  });
});
