import { describe, expect, it } from 'vitest';
import { convertsLosslessly } from './lossless';

// Shaped like the demo posts the API seeds: indented lists, root-relative links, a bare quote.
const demoPost = `<h2>Una idea sencilla</h2>
<p>La propuesta es <strong>sencilla</strong>: treinta minutos para <em>leer</em> en voz alta.</p>
<ol>
  <li>Una persona elige el texto.</li>
  <li>Se lee por turnos, con <a href="/categoria/2">pausas</a>.</li>
</ol>
<blockquote>Leer juntos no es leer más rápido.</blockquote>`;

describe('convertsLosslessly', () => {
  it.each([
    ['an empty body', ''],
    ['a demo post', demoPost],
    [
      'links as the server sanitiser writes them',
      '<p><a href="/x" target="_blank" rel="noopener noreferrer">x</a></p>',
    ],
    [
      'synonyms and any nesting order of marks',
      '<p><em><b>a</b></em><i><strong>b</strong></i><del>c</del><strike>d</strike></p>',
    ],
    [
      'marks as styles',
      '<p><span style="font-weight:bold">a</span><span style="font-style:italic">b</span></p>',
    ],
    [
      'split runs and spans',
      '<p><span style="font-size:36px;"><span style="color:#0B4444">a</span></span><span style=" color: rgb(11,68,68) ; font-size:27pt">b</span></p>',
    ],
    ['left alignment written out', '<p style="text-align:left">a</p><h3 style="text-align: CENTER">b</h3>'],
    ['whitespace a browser collapses', '<p>\n  a   <b> b </b>\n</p>\n\n<p>c<br></p>'],
    ['an image without alt', '<img src="/m/a.png">'],
    ['a code block', '<pre><code>a &lt; b\n  c</code></pre>'],
    ['an empty paragraph shown by its <br>', '<p>a</p><p><br></p>'],
    [
      'superscripts and subscripts, as tags or as Google Docs styles',
      '<p>E = mc<sup>2</sup>, H<sub>2</sub>O y 2<span style="vertical-align:super">n</span></p>',
    ],
    ['a nested list', '<ul><li>uno<ul><li>dos</li></ul></li></ul>'],
    [
      'lists nested three deep, of both kinds',
      '<ol><li>a<ul><li>b<ol><li>c</li></ol></li><li>d</li></ul></li><li>e</li></ol>',
    ],
    [
      'empty lines beside a rule or an image, never published',
      '<p><br></p><hr><p></p><img src="/a.png" alt="">',
    ],
  ])('is true for %s', (_, html) => {
    expect(convertsLosslessly(html)).toBe(true);
  });

  it.each([
    ['a table', '<table><tr><td>a</td></tr></table>'],
    ['an iframe', '<p>a</p><iframe src="https://e.org"></iframe>'],
    ['a script', '<p>a</p><script>x()</script>'],
    ['a class', '<p class="lead">a</p>'],
    ['a class on a mark', '<p><strong class="x">a</strong></p>'],
    ['an unsupported style', '<p><span style="background-color:yellow">a</span></p>'],
    ['a translucent colour', '<p><span style="color:rgba(0,0,0,0.5)">a</span></p>'],
    ['a relative font size', '<p><span style="font-size:2em">a</span></p>'],
    ['a style on a block that the model keeps on text', '<p style="color:#ff0000">a</p>'],
    ['text after a nested list in its item', '<ul><li>a<ul><li>b</li></ul>c</li></ul>'],
    ['an h1', '<h1>a</h1>'],
    ['a refused link', '<p><a href="javascript:x()">a</a></p>'],
    ['an image attribute the model lacks', '<img src="/a.png" alt="" width="10">'],
    ['an image inside a paragraph', '<p>a<img src="/a.png" alt=""></p>'],
    ['a quote holding paragraphs', '<blockquote><p>a</p></blockquote>'],
    ['an unknown inline tag', '<p>un <mark>resaltado</mark></p>'],
    ['text both raised and lowered', '<p>x<sup><sub>2</sub></sup></p>'],
    ['text outside any block', 'hola'],
    ['an empty paragraph that shows nothing', '<p>a</p><p></p>'],
    ['a div', '<div>a</div>'],
  ])('is false for %s', (_, html) => {
    expect(convertsLosslessly(html)).toBe(false);
  });
});
