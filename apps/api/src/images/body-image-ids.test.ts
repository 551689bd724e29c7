import { describe, expect, it } from 'vitest';
import { bodyImageIds } from './body-image-ids';

const ORIGIN = 'https://pupitre.example';

describe('bodyImageIds', () => {
  it('finds our images linked root-relative or on our public origin, each once', () => {
    const html =
      '<p>Antes<img alt="a" src="/api/imagenes/3"></p>' +
      `<figure><img src="${ORIGIN}/api/imagenes/12" width="200"></figure>` +
      '<p><img src="/api/imagenes/3"></p>';
    expect(bodyImageIds(ORIGIN, html)).toEqual([3, 12]);
  });

  it('ignores other origins, data URLs, links that are not images and text that only looks like one', () => {
    const html =
      '<img src="https://otro.example/api/imagenes/4">' +
      '<img src="data:image/png;base64,AAAA">' +
      '<img src="/api/imagenes/5/extra">' +
      '<a href="/api/imagenes/6">enlace</a>' +
      '<p>/api/imagenes/7</p><code>&lt;img src="/api/imagenes/8"&gt;</code>';
    expect(bodyImageIds(ORIGIN, html)).toEqual([]);
  });
});
