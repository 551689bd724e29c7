import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../model';
import { htmlToDocument } from './from-html';

const inlines = (html: string) => {
  const [block] = htmlToDocument(html);
  return block && 'children' in block ? block.children : undefined;
};

describe('htmlToDocument', () => {
  describe('blocks', () => {
    it('reads paragraphs, headings and quotes with their alignment (left is no alignment)', () => {
      expect(
        htmlToDocument(
          '<p style="text-align:left">a</p><h2>b</h2><h3 style="text-align: center">c</h3><h4>d</h4><blockquote style="text-align:right">e</blockquote><p style="text-align:justify">f</p>',
        ),
      ).toEqual([
        { type: 'paragraph', children: [{ text: 'a' }] },
        { type: 'heading', level: 2, children: [{ text: 'b' }] },
        { type: 'heading', level: 3, align: 'center', children: [{ text: 'c' }] },
        { type: 'heading', level: 4, children: [{ text: 'd' }] },
        { type: 'blockquote', align: 'right', children: [{ text: 'e' }] },
        { type: 'paragraph', align: 'justify', children: [{ text: 'f' }] },
      ]);
    });

    it('reads h1 as a level 2 heading and h5, h6 as level 4', () => {
      expect(
        htmlToDocument('<h1>a</h1><h5>b</h5><h6>c</h6>').map((block) => 'level' in block && block.level),
      ).toEqual([2, 4, 4]);
    });

    it('reads lists, each nested list right after the item it is in', () => {
      expect(
        htmlToDocument(
          '<ul><li>a<ul><li>a1</li><ol><li>a2</li></ol></ul></li><li><p>b</p></li></ul><ol><li>c</li></ol>',
        ),
      ).toEqual([
        {
          type: 'bulleted-list',
          children: [
            { type: 'list-item', children: [{ text: 'a' }] },
            {
              type: 'bulleted-list',
              children: [
                { type: 'list-item', children: [{ text: 'a1' }] },
                { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'a2' }] }] },
              ],
            },
            { type: 'list-item', children: [{ text: 'b' }] },
          ],
        },
        { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'c' }] }] },
      ]);
    });

    it('reads a list written straight inside another as nested in the item before it, or as its items', () => {
      expect(htmlToDocument('<ul><ul><li>a</li></ul><li>b</li><ol><li>b1</li></ol></ul>')).toEqual([
        {
          type: 'bulleted-list',
          children: [
            { type: 'list-item', children: [{ text: 'a' }] },
            { type: 'list-item', children: [{ text: 'b' }] },
            { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'b1' }] }] },
          ],
        },
      ]);
    });

    it('leaves out empty paragraphs beside a rule or an image, and keeps the others', () => {
      expect(
        htmlToDocument(
          '<p><br></p><hr><p></p><p><br></p><p>a</p><p><br></p><img src="/m/a.png" alt=""><p><br></p>',
        ),
      ).toEqual([
        { type: 'horizontal-rule', children: [{ text: '' }] },
        { type: 'paragraph', children: [{ text: 'a' }] },
        { type: 'image', src: '/m/a.png', alt: '', children: [{ text: '' }] },
      ]);
      expect(htmlToDocument('<p>a</p><p><br></p><p>b</p>')).toHaveLength(3);
    });

    it('reads a code block with its text as written, marks and tags left out', () => {
      expect(htmlToDocument('<pre><code>a &lt; b\n  <b>c</b><br>d</code></pre>')).toEqual([
        { type: 'code-block', children: [{ text: 'a < b\n  c\nd' }] },
      ]);
    });

    it('reads rules and images', () => {
      expect(htmlToDocument('<hr><img src="/m/a.png" alt="Un gato"><img src="https://e.org/b.png">')).toEqual(
        [
          { type: 'horizontal-rule', children: [{ text: '' }] },
          { type: 'image', src: '/m/a.png', alt: 'Un gato', children: [{ text: '' }] },
          { type: 'image', src: 'https://e.org/b.png', alt: '', children: [{ text: '' }] },
        ],
      );
    });

    it('lifts an image out of its paragraph and drops images with other addresses', () => {
      expect(htmlToDocument('<p>a<img src="/i.png" alt="">b<img src="javascript:x">c</p>')).toEqual([
        { type: 'paragraph', children: [{ text: 'a' }] },
        { type: 'image', src: '/i.png', alt: '', children: [{ text: '' }] },
        { type: 'paragraph', children: [{ text: 'bc' }] },
      ]);
    });

    it('reads divs as paragraphs, wraps top-level inline content and ignores whitespace between blocks', () => {
      expect(htmlToDocument('\n  loose <b>text</b>\n<div>d1<div>d2</div></div>\n  <p>p</p>\n')).toEqual([
        { type: 'paragraph', children: [{ text: 'loose ' }, { text: 'text', bold: true }] },
        { type: 'paragraph', children: [{ text: 'd1' }] },
        { type: 'paragraph', children: [{ text: 'd2' }] },
        { type: 'paragraph', children: [{ text: 'p' }] },
      ]);
    });

    it('removes script, style, iframe and object with their content, and unwraps unknown tags', () => {
      expect(
        htmlToDocument(
          '<p>a<script>alert(1)</script><style>p{}</style><iframe src="x">f</iframe><object>o</object><custom-tag>b</custom-tag><small>c</small></p>',
        ),
      ).toEqual([{ type: 'paragraph', children: [{ text: 'abc' }] }]);
    });

    it('reads the paragraphs of a quote as its lines', () => {
      expect(htmlToDocument('<blockquote>\n<p>a</p>\n<p>b<br></p><p>c</p></blockquote>')).toEqual([
        { type: 'blockquote', children: [{ text: 'a\nb\nc' }] },
      ]);
    });

    it('gives the empty document for empty or invisible HTML', () => {
      expect(htmlToDocument('')).toEqual(emptyDocument());
      expect(htmlToDocument('  \n <script>x</script> <!-- c -->')).toEqual(emptyDocument());
    });
  });

  describe('marks', () => {
    it.each([
      ['<b>x</b>', { bold: true }],
      ['<strong>x</strong>', { bold: true }],
      ['<span style="font-weight:700">x</span>', { bold: true }],
      ['<i>x</i>', { italic: true }],
      ['<em>x</em>', { italic: true }],
      ['<span style="font-style:italic">x</span>', { italic: true }],
      ['<u>x</u>', { underline: true }],
      ['<span style="text-decoration:underline">x</span>', { underline: true }],
      ['<s>x</s>', { strikethrough: true }],
      ['<strike>x</strike>', { strikethrough: true }],
      ['<del>x</del>', { strikethrough: true }],
      ['<span style="text-decoration: line-through">x</span>', { strikethrough: true }],
      ['<code>x</code>', { code: true }],
      ['<sup>x</sup>', { superscript: true }],
      ['<sub>x</sub>', { subscript: true }],
      ['<span style="vertical-align:super">x</span>', { superscript: true }],
      ['<span style="vertical-align: sub">x</span>', { subscript: true }],
      ['<sub><sup>x</sup></sub>', { superscript: true }],
      ['<sup><span style="vertical-align:sub">x</span></sup>', { subscript: true }],
      ['<span style="color:#0B4444">x</span>', { color: '#0b4444' }],
      ['<span style="color:#abc">x</span>', { color: '#abc' }],
      ['<span style="color: rgb(11, 68, 68)">x</span>', { color: '#0b4444' }],
      ['<span style="color:red">x</span>', { color: '#ff0000' }],
      ['<font color="#00FF00">x</font>', { color: '#00ff00' }],
      ['<span style="font-size:36px">x</span>', { fontSize: 36 }],
      ['<span style="font-size:12pt">x</span>', { fontSize: 16 }],
      ['<span style="font-size:10.5pt">x</span>', { fontSize: 14 }],
      ['<font size="5">x</font>', { fontSize: 24 }],
      ['<span style="color:#0b4444;font-size:36px">x</span>', { color: '#0b4444', fontSize: 36 }],
    ])('reads %s', (html, marks) => {
      expect(inlines(`<p>${html}</p>`)).toEqual([{ text: 'x', ...marks }]);
    });

    it.each([
      '<span style="color:rgba(0,0,0,0.5)">x</span>',
      '<span style="color:var(--x)">x</span>',
      '<span style="color:nonsense">x</span>',
      '<span style="font-size:0px">x</span>',
      '<span style="font-size:501px">x</span>',
      '<span style="font-size:2em">x</span>',
      '<b style="font-weight:normal">x</b>',
      '<sup style="vertical-align:baseline">x</sup>',
    ])('ignores what the model cannot hold: %s', (html) => {
      expect(inlines(`<p>${html}</p>`)).toEqual([{ text: 'x' }]);
    });

    it('merges neighbouring texts with equal marks', () => {
      expect(inlines('<p><b>a</b><strong>b</strong><span style="font-weight:bold">c</span>d</p>')).toEqual([
        { text: 'abc', bold: true },
        { text: 'd' },
      ]);
    });

    it('reads <br> as a newline, dropping the last one of a block since it shows nothing', () => {
      expect(inlines('<p><b>a<br>b</b><br></p>')).toEqual([{ text: 'a\nb', bold: true }]);
      expect(inlines('<p>a<br><br></p>')).toEqual([{ text: 'a\n' }]);
      expect(inlines('<p><br></p>')).toEqual([{ text: '' }]);
    });

    it('collapses whitespace as a browser shows it and reads &nbsp; as a space', () => {
      expect(inlines('<p>\n  a \n\t b <b> c</b>&nbsp;&nbsp;<br> d </p>')).toEqual([
        { text: 'a b ' },
        { text: 'c', bold: true },
        { text: '  \nd' },
      ]);
    });
  });

  describe('links', () => {
    it('reads links with Slate texts around them, target="_blank" as a new tab', () => {
      expect(
        inlines('<p><a href="https://e.org">a</a><a href="/b" target="_blank"><b>b</b></a> c</p>'),
      ).toEqual([
        { text: '' },
        { type: 'link', url: 'https://e.org', newTab: false, children: [{ text: 'a' }] },
        { text: '' },
        { type: 'link', url: '/b', newTab: true, children: [{ text: 'b', bold: true }] },
        { text: ' c' },
      ]);
    });

    it('keeps http(s), mailto, tel and root-relative links', () => {
      const urls = ['http://e.org', 'HTTPS://e.org', 'mailto:a@e.org', 'tel:+34600', '/blog'];
      for (const url of urls) {
        expect(inlines(`<p><a href="${url}">x</a></p>`)).toEqual([
          { text: '' },
          { type: 'link', url, newTab: false, children: [{ text: 'x' }] },
          { text: '' },
        ]);
      }
    });

    it('turns other links into plain text', () => {
      const urls = [
        'javascript:alert(1)',
        'data:text/html,x',
        '//evil.example',
        '/\\evil.example',
        'page.html',
        '#top',
        '',
      ];
      for (const url of urls) expect(inlines(`<p>a<a href="${url}">x</a></p>`)).toEqual([{ text: 'ax' }]);
    });

    it('drops a link without text', () => {
      expect(inlines('<p>a<a href="/x"></a></p>')).toEqual([{ text: 'a' }]);
    });
  });
});
