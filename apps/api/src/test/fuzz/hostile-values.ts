import fc from 'fast-check';
import { RawJson } from './raw-json';

/** Text PostgreSQL cannot store as sent, the cases the attack drill found: NUL and lone surrogates. */
export const unstorableText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  `${'x'.repeat(120)}\u0000`,
  '\u7a8d\udf47',
  `${'é'.repeat(100)}\u7a8d\udf47${'é'.repeat(100)}`,
  '\udf47',
  '\ud800',
  'fin\ud83d',
  '\ud83d\ude00\udf47',
  '<p>texto\u0000</p>',
);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/** Any code point, a lone surrogate now and then. */
const anyCharacter = fc.oneof(
  { weight: 9, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  loneSurrogate,
);

const numericText = fc.constantFrom(
  '0',
  '-1',
  '-0',
  '+1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9'.repeat(400),
  '1e3',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  ' 7 ',
  '00000000001',
  '',
);

const trickyText = fc.constantFrom(
  "' OR 1=1 --",
  '%_%',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<p>sin cerrar',
  // Template syntax of other engines, written as text.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the payload
  '${7*7}{{7*7}}',
  // Replacement patterns of String.replace: the second drill's F1 pasted a page into itself with them.
  "Buen artículo $' fin",
  'Título $` con $& y $$ y $1',
  '../../etc/passwd',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  '!&|:*()<->',
  'a & | ! b',
  '   ',
  '\t\n\r',
  '\u00a0\u200b\ufeff\u202e',
  'e\u0301'.repeat(50),
  '💥'.repeat(50),
  'مرحبا بالعالم',
  '学习方法',
  'admin',
  'ADMIN@EXAMPLE.COM',
  'a@b',
  `${'a'.repeat(300)}@x.es`,
  'a\u0000@b.c',
  'null',
  '[]',
  '{}',
);

const longText = fc
  .tuple(fc.constantFrom(2001, 5001, 70_000, 300_000), fc.constantFrom('a', 'ñ', '💥', 'e\u0301', '<b>x</b>'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Hostile text: the drill's findings, edge numbers written as text, markup, huge and random strings. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: unstorableText },
  { weight: 2, arbitrary: numericText },
  { weight: 3, arbitrary: trickyText },
  { weight: 1, arbitrary: longText },
  { weight: 2, arbitrary: fc.string({ unit: anyCharacter, maxLength: 60 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 20 }), fc.oneof(unstorableText, trickyText), fc.string({ maxLength: 20 }))
      .map((parts) => parts.join('')),
  },
);

/** Numbers at and past the edges of PostgreSQL's integer, of JavaScript's safe integers, and past JSON. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    1.5,
    2147483647,
    2147483648,
    -2147483649,
    4294967296,
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.constantFrom('1e400', '-1e400', '1.0', '1E2', '0.0000001', '-0.0').map((text) => new RawJson(text)),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((value) => new RawJson(value.toString())),
);

/** A value of any JSON type, hostile or not, for a field that expects another. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [[[]]], { '': '' }),
  fc.array(fc.oneof(hostileNumber, hostileText), { maxLength: 5 }),
  fc.dictionary(fc.oneof(fc.string({ maxLength: 5 }), unstorableText), hostileText, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: wrongType },
);
