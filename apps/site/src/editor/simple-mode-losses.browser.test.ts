import { describe, expect, it } from 'vitest';
import { lostInSimpleMode } from './simple-mode-losses';

describe('lostInSimpleMode', () => {
  it.each([
    ['an empty body', ''],
    [
      'what the simple editor writes',
      '<h2>Título</h2>\n<p><strong>a</strong> m<sup>2</sup> H<sub>2</sub>O</p>',
    ],
    ['a nested list', '<ul><li>uno<ul><li>dos</li></ul></li></ul>'],
  ])('names nothing for %s', (_, html) => {
    expect(lostInSimpleMode(html)).toEqual([]);
  });

  it.each([
    [
      'a table, its attributes included',
      '<p>a</p><table><tr><td colspan="2">b</td></tr></table>',
      ['tablas'],
    ],
    [
      'a video and an iframe',
      '<video src="/v.mp4"></video><iframe src="https://e.org"></iframe>',
      ['vídeos y contenido incrustado'],
    ],
    ['an h1', '<h1>a</h1>', ['títulos <h1>']],
    ['classes and styles', '<p class="lead" style="background:red">a</p>', ['clases CSS', 'estilos CSS']],
    [
      'tags and attributes it lacks',
      '<p id="x"><mark>a</mark><small>b</small></p>',
      ['la etiqueta <mark>', 'la etiqueta <small>', 'el atributo id'],
    ],
    ['a quote holding paragraphs', '<blockquote><p>a</p></blockquote>', ['parte del formato']],
  ])('names %s', (_, html, lost) => {
    expect(lostInSimpleMode(html)).toEqual(lost);
  });
});
