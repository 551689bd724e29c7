import fc from 'fast-check';
import type { BlockElement, EditorDocument, ListElement } from '../../model';
import { slateNormalised } from './slate-normalised';

// No tabs, carriage returns or non-breaking spaces outside code: HTML cannot tell them from a space.
const textCharacter = fc.constantFrom(
  'a',
  'b',
  'Z',
  '0',
  ' ',
  ' ',
  ' ',
  '\n',
  '<',
  '>',
  '&',
  '"',
  "'",
  'é',
  'ñ',
  '中',
  '😀',
);
const codeCharacter = fc.constantFrom('a', '{', ' ', '\t', '\n', '<', '&', '"', 'é', '\u00a0');

const text = fc.string({ unit: textCharacter, minLength: 1, maxLength: 8 });

const marks = fc.record(
  {
    bold: fc.constant(true as const),
    italic: fc.constant(true as const),
    underline: fc.constant(true as const),
    strikethrough: fc.constant(true as const),
    code: fc.constant(true as const),
    color: fc.constantFrom('#0b4444', '#abc', '#ff0000'),
    fontSize: fc.integer({ min: 1, max: 500 }),
  },
  { requiredKeys: [] },
);

// Raised or lowered, never both.
const script = fc.constantFrom({}, { superscript: true as const }, { subscript: true as const });

const leaf = fc
  .tuple(text, marks, script)
  .map(([content, looks, raised]) => ({ text: content, ...looks, ...raised }));

const link = fc.record({
  type: fc.constant('link' as const),
  url: fc.constantFrom(
    'https://e.org/?a=1&b="2"',
    'http://é.example/ñ',
    'mailto:a@e.org',
    'tel:+34600',
    '/blog/1',
  ),
  newTab: fc.boolean(),
  children: fc.array(leaf, { minLength: 1, maxLength: 3 }),
});

const inlines = fc.array(fc.oneof({ arbitrary: leaf, weight: 3 }, { arbitrary: link, weight: 1 }), {
  maxLength: 5,
});

// Left is the default alignment: documents never hold it (htmlToDocument reads it as none).
const align = fc.constantFrom('center' as const, 'right' as const, 'justify' as const);

const textBlock = fc.oneof(
  fc.record(
    { type: fc.constant('paragraph' as const), align, children: inlines },
    { requiredKeys: ['type', 'children'] },
  ),
  fc.record(
    { type: fc.constant('blockquote' as const), align, children: inlines },
    { requiredKeys: ['type', 'children'] },
  ),
  fc.record(
    {
      type: fc.constant('heading' as const),
      level: fc.constantFrom(2 as const, 3 as const, 4 as const),
      align,
      children: inlines,
    },
    { requiredKeys: ['type', 'level', 'children'] },
  ),
);

const listItem = fc.record({ type: fc.constant('list-item' as const), children: inlines });
const listType = fc.constantFrom('bulleted-list' as const, 'numbered-list' as const);

/** A list whose items may each be followed by up to two lists built by `nested`. */
const listOf = (nested: fc.Arbitrary<ListElement> | null): fc.Arbitrary<ListElement> =>
  fc.record({
    type: listType,
    children: fc
      .array(fc.tuple(listItem, nested ? fc.array(nested, { maxLength: 2 }) : fc.constant([])), {
        minLength: 1,
        maxLength: 3,
      })
      .map((entries) => entries.flatMap(([item, lists]) => [item, ...lists])),
  });

// Three levels deep: items, the lists nested under them, and lists nested in those.
const list = listOf(listOf(listOf(null)));

const otherBlock = fc.oneof(
  fc
    .string({ unit: codeCharacter, maxLength: 12 })
    .map((code) => ({ type: 'code-block' as const, children: [{ text: code }] })),
  fc.constant({ type: 'horizontal-rule' as const, children: [{ text: '' as const }] as [{ text: '' }] }),
  fc.record({
    type: fc.constant('image' as const),
    src: fc.constantFrom('/media/a.png', 'https://e.org/b c.png?x=1&y="2"', 'data:image/png;base64,AAAA'),
    alt: fc.string({ unit: textCharacter, maxLength: 6 }),
    children: fc.constant([{ text: '' as const }] as [{ text: '' }]),
  }),
);

const isMedia = (block: BlockElement | undefined) =>
  block?.type === 'horizontal-rule' || block?.type === 'image';

/** Empty paragraphs beside a rule or an image are never published: documents here have none. */
function withoutBlankLinesBesideMedia(document: EditorDocument): EditorDocument {
  const blocks = [...document];
  const blankBesideMedia = (block: BlockElement, at: number) =>
    block.type === 'paragraph' &&
    block.children.every((child) => 'text' in child && child.text === '') &&
    (isMedia(blocks[at - 1]) || isMedia(blocks[at + 1]));
  for (let at = blocks.findIndex(blankBesideMedia); at >= 0; at = blocks.findIndex(blankBesideMedia)) {
    blocks.splice(at, 1);
  }
  return blocks;
}

/**
 * Normalised post bodies with every block, mark, look and link, and lists nested three deep. Raw
 * blocks go through Slate's own normaliser (merging equal neighbours, adding the empty texts around
 * links), which shares no code with htmlToDocument; leaves and links are never empty, so nothing is
 * left for it to drop.
 */
export const documentArbitrary: fc.Arbitrary<EditorDocument> = fc
  .array(fc.oneof({ arbitrary: textBlock, weight: 3 }, list, otherBlock), { minLength: 1, maxLength: 6 })
  .map((blocks) => withoutBlankLinesBesideMedia(slateNormalised(blocks as EditorDocument)));

const tags = [
  'p',
  'div',
  'b',
  'em',
  'u',
  'strike',
  'code',
  'sup',
  'sub',
  'span style="vertical-align:super"',
  'span style="color:#abc;font-size:20px"',
  'span style="white-space:pre-wrap"',
  'a href="/x"',
  'a href="https://e.org" target="_blank"',
  'ul',
  'ol',
  'li',
  'h1',
  'h3',
  'blockquote',
  'pre',
  'p style="text-align:center"',
  'font color="red"',
  'table',
  'td',
];
const htmlText = fc.constantFrom(
  'a',
  'b ',
  ' ',
  '\n  ',
  '&nbsp;',
  '&lt;',
  '<br>',
  '<hr>',
  '<img src="/i.png" alt="i">',
  '',
);

/** Messy HTML from a small vocabulary, nested at random. */
export const htmlArbitrary: fc.Arbitrary<string> = fc.letrec<{ node: string; element: string }>((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, htmlText, tie('element')),
  element: fc
    .tuple(fc.constantFrom(...tags), fc.array(tie('node'), { maxLength: 4 }))
    .map(([tag, children]) => `<${tag}>${children.join('')}</${tag.split(' ')[0]}>`),
})).node;
