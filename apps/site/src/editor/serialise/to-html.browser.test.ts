import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlockElement, EditorDocument, FormattedText, InlineNode } from '../model';
import { documentArbitrary } from './testing/document-arbitrary';
import { createDocumentWriter, documentToHtml } from './to-html';

const paragraph = (...children: InlineNode[]): BlockElement => ({ type: 'paragraph', children });
const html = (...children: InlineNode[]) => documentToHtml([paragraph(...children)]);
const leaf = (text: string, marks: Omit<FormattedText, 'text'> = {}): FormattedText => ({ text, ...marks });

describe('documentToHtml', () => {
  describe('blocks', () => {
    it('writes paragraphs, one block a line, and alignment only when not left', () => {
      expect(
        documentToHtml([
          paragraph(leaf('a')),
          { type: 'paragraph', align: 'left', children: [leaf('b')] },
          { type: 'paragraph', align: 'center', children: [leaf('c')] },
          { type: 'paragraph', align: 'justify', children: [leaf('d')] },
        ]),
      ).toBe('<p>a</p>\n<p>b</p>\n<p style="text-align:center">c</p>\n<p style="text-align:justify">d</p>');
    });

    it('writes headings of levels 2 to 4', () => {
      expect(
        documentToHtml([
          { type: 'heading', level: 2, children: [leaf('Dos')] },
          { type: 'heading', level: 3, align: 'right', children: [leaf('Tres')] },
          { type: 'heading', level: 4, children: [leaf('Cuatro')] },
        ]),
      ).toBe('<h2>Dos</h2>\n<h3 style="text-align:right">Tres</h3>\n<h4>Cuatro</h4>');
    });

    it('writes a quote with its content inline', () => {
      expect(documentToHtml([{ type: 'blockquote', align: 'center', children: [leaf('Cita')] }])).toBe(
        '<blockquote style="text-align:center">Cita</blockquote>',
      );
    });

    it('writes bulleted and numbered lists', () => {
      const items = [
        { type: 'list-item' as const, children: [leaf('uno')] },
        { type: 'list-item' as const, children: [leaf('dos', { bold: true })] },
      ];
      expect(
        documentToHtml([
          { type: 'bulleted-list', children: items },
          { type: 'numbered-list', children: items },
        ]),
      ).toBe(
        '<ul>\n<li>uno</li>\n<li><strong>dos</strong></li>\n</ul>\n<ol>\n<li>uno</li>\n<li><strong>dos</strong></li>\n</ol>',
      );
    });

    it('writes a nested list inside the <li> of the item it follows', () => {
      expect(
        documentToHtml([
          {
            type: 'bulleted-list',
            children: [
              { type: 'list-item', children: [leaf('uno')] },
              {
                type: 'numbered-list',
                children: [
                  { type: 'list-item', children: [leaf('dos')] },
                  { type: 'bulleted-list', children: [{ type: 'list-item', children: [leaf('tres')] }] },
                ],
              },
              { type: 'list-item', children: [leaf('cuatro')] },
            ],
          },
        ]),
      ).toBe('<ul>\n<li>uno<ol>\n<li>dos<ul>\n<li>tres</li>\n</ul></li>\n</ol></li>\n<li>cuatro</li>\n</ul>');
    });

    it('leaves out the empty paragraphs beside a rule or an image, never the others', () => {
      const empty = paragraph(leaf(''));
      expect(
        documentToHtml([
          paragraph(leaf('a')),
          empty,
          empty,
          { type: 'horizontal-rule', children: [{ text: '' }] },
          empty,
          paragraph(leaf('b')),
          empty,
          paragraph(leaf('c')),
          { type: 'image', src: '/m/a.png', alt: '', children: [{ text: '' }] },
          empty,
        ]),
      ).toBe('<p>a</p>\n<hr>\n<p>b</p>\n<p><br></p>\n<p>c</p>\n<img src="/m/a.png" alt="">');
    });

    it('writes a code block escaped, with its newlines and spaces kept', () => {
      expect(
        documentToHtml([{ type: 'code-block', children: [{ text: 'if (a < b && c) {\n  x = "y";\n}' }] }]),
      ).toBe('<pre><code>if (a &lt; b &amp;&amp; c) {\n  x = "y";\n}</code></pre>');
    });

    it('writes rules and images, escaping attributes', () => {
      expect(
        documentToHtml([
          { type: 'horizontal-rule', children: [{ text: '' }] },
          { type: 'image', src: '/media/a.png?w=1&h=2', alt: 'Un "gato" <3', children: [{ text: '' }] },
        ]),
      ).toBe('<hr>\n<img src="/media/a.png?w=1&amp;h=2" alt="Un &quot;gato&quot; <3">');
    });

    it('leaves out an image whose address is not allowed', () => {
      expect(
        documentToHtml([
          { type: 'image', src: 'javascript:alert(1)', alt: '', children: [{ text: '' }] },
          paragraph(leaf('a')),
        ]),
      ).toBe('<p>a</p>');
    });
  });

  describe('marks', () => {
    it.each([
      [{ bold: true }, '<strong>x</strong>'],
      [{ italic: true }, '<em>x</em>'],
      [{ underline: true }, '<u>x</u>'],
      [{ strikethrough: true }, '<s>x</s>'],
      [{ code: true }, '<code>x</code>'],
      [{ superscript: true }, '<sup>x</sup>'],
      [{ subscript: true }, '<sub>x</sub>'],
      [{ color: '#0b4444' }, '<span style="color:#0b4444">x</span>'],
      [{ fontSize: 36 }, '<span style="font-size:36px">x</span>'],
    ] as const)('writes %o', (marks, expected) => {
      expect(html(leaf('x', marks))).toBe(`<p>${expected}</p>`);
    });

    it('nests every mark in one fixed order, colour and size innermost in one span', () => {
      const all = {
        code: true,
        strikethrough: true,
        underline: true,
        italic: true,
        bold: true,
        fontSize: 36,
        color: '#0b4444',
      } as const;
      expect(html(leaf('x', all))).toBe(
        '<p><strong><em><u><s><code><span style="color:#0b4444;font-size:36px">x</span></code></s></u></em></strong></p>',
      );
    });

    it('writes a raised or lowered text inside the other marks, around its colour and size', () => {
      expect(html(leaf('2', { bold: true, superscript: true, fontSize: 36 }))).toBe(
        '<p><strong><sup><span style="font-size:36px">2</span></sup></strong></p>',
      );
      expect(html(leaf('H'), leaf('2', { subscript: true }), leaf('O'))).toBe('<p>H<sub>2</sub>O</p>');
    });

    it('escapes &, < and > in text', () => {
      expect(html(leaf('a < b & c > "d"'))).toBe('<p>a &lt; b &amp; c &gt; "d"</p>');
    });
  });

  describe('links', () => {
    it('writes a link, with target and rel only when it opens a new tab', () => {
      expect(
        html(
          leaf(''),
          { type: 'link', url: 'https://e.org/?a=1&b="2"', newTab: false, children: [leaf('uno')] },
          leaf(' y '),
          { type: 'link', url: '/blog', newTab: true, children: [leaf('dos', { italic: true })] },
          leaf(''),
        ),
      ).toBe(
        '<p><a href="https://e.org/?a=1&amp;b=&quot;2&quot;">uno</a> y <a href="/blog" target="_blank" rel="noopener noreferrer"><em>dos</em></a></p>',
      );
    });

    it('writes the text of a link whose address is not allowed, without the link', () => {
      expect(
        html(
          leaf(''),
          { type: 'link', url: 'javascript:x()', newTab: false, children: [leaf('t')] },
          leaf(''),
        ),
      ).toBe('<p>t</p>');
    });
  });

  describe('line breaks and spaces', () => {
    it('writes a newline as <br>, inside the marks of its text', () => {
      expect(html(leaf('a\nb', { bold: true }), leaf('\nc'))).toBe('<p><strong>a<br>b</strong><br>c</p>');
    });

    it('adds a <br> after a final newline and in an empty block, so the last line shows', () => {
      expect(
        documentToHtml([
          paragraph(leaf('a\n')),
          paragraph(leaf('')),
          { type: 'heading', level: 2, children: [leaf('')] },
        ]),
      ).toBe('<p>a<br><br></p>\n<p><br></p>\n<h2><br></h2>');
    });

    it('writes &nbsp; where a space would collapse: repeated, at line ends and line starts', () => {
      expect(html(leaf(' a  b   c \n d'))).toBe('<p>&nbsp;a &nbsp;b &nbsp; c&nbsp;<br>&nbsp;d</p>');
    });

    it('decides spaces across marks and links', () => {
      expect(html(leaf('a '), leaf(' b', { bold: true }))).toBe('<p>a <strong>&nbsp;b</strong></p>');
    });
  });
});

describe('createDocumentWriter', () => {
  // Each document keeps some of the previous one's blocks (the same objects, moved about) and brings
  // new ones, as an editor's documents do from one change to the next.
  const editsArbitrary = fc
    .array(fc.tuple(documentArbitrary, fc.array(fc.nat(), { maxLength: 8 }), fc.boolean()), {
      minLength: 2,
      maxLength: 6,
    })
    .map((steps) => {
      const documents: EditorDocument[] = [];
      for (const [fresh, picks, newFirst] of steps) {
        const previous = documents.at(-1) ?? [];
        const kept = previous.length
          ? picks.map((pick) => previous[pick % previous.length] as BlockElement)
          : [];
        documents.push(newFirst ? [...fresh, ...kept] : [...kept, ...fresh]);
      }
      return documents;
    });

  it('writes what documentToHtml writes, document after document, blocks kept or not', () => {
    fc.assert(
      fc.property(editsArbitrary, (documents) => {
        const write = createDocumentWriter();
        for (const document of documents) expect(write(document)).toBe(documentToHtml(document));
      }),
      { numRuns: 200 },
    );
  });

  it('writes a block again once the editor replaces it with a changed one', () => {
    const write = createDocumentWriter();
    const first = paragraph(leaf('uno'));
    const second = paragraph(leaf('dos'));
    expect(write([first, second])).toBe('<p>uno</p>\n<p>dos</p>');
    expect(write([first, paragraph(leaf('dos y tres'))])).toBe('<p>uno</p>\n<p>dos y tres</p>');
  });
});
