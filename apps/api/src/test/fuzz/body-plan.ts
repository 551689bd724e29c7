import fc from 'fast-check';
import type { JsonSchema, Operation } from '../openapi-document';
import { hostileValue, wrongType } from './hostile-values';
import { hostileImage, isImageField } from './image-payloads';
import { hostileBody, isBodyField } from './post-body-payloads';
import { hostileFor, validValue } from './schema-values';

export type FieldPlan = 'omit' | { value: unknown };

export type BodyPlan =
  | 'tour'
  | 'none'
  /** The tour's body with these fields changed and these extra keys (set as own keys, even `__proto__`). */
  | { fields: Record<string, FieldPlan>; extra: [string, unknown][] }
  | { json: unknown }
  | { text: string; contentType?: string }
  | { bytes: number[]; contentType?: string }
  | { tourAs: string };

const extraKeys = fc.oneof(
  { weight: 6, arbitrary: fc.constant([] as [string, unknown][]) },
  fc.array(
    fc.tuple(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'isSuperuser',
        'is_superuser',
        'id',
        'usuarioId',
        'autorId',
      ),
      fc.oneof(hostileValue, fc.constant({ isSuperuser: true, is_superuser: true })),
    ),
    { minLength: 1, maxLength: 2 },
  ),
);

const otherContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/xml',
];

const junkText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'nul',
    '{"contenido": "\u0000"}',
    '\ufeff{}',
    '{"a":1}basura',
    '['.repeat(10_000),
    '1'.repeat(10_000),
    '{"__proto__": {"isSuperuser": true}}',
    '{"categorias": [1e400]}',
  ),
  fc.string({ maxLength: 200 }),
);

function fieldsPlan(properties: Record<string, JsonSchema>): fc.Arbitrary<BodyPlan> {
  const names = Object.keys(properties);
  const fieldValue = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: validValue(properties[name]) },
      { weight: 3, arbitrary: hostileFor(properties[name]) },
      ...(isImageField(name) ? [{ weight: 1, arbitrary: hostileImage }] : []),
      ...(isBodyField(name) ? [{ weight: 1, arbitrary: hostileBody }] : []),
    );
  const field = (name: string): fc.Arbitrary<FieldPlan | undefined> =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constant('omit' as const) },
      { weight: 5, arbitrary: fieldValue(name).map((value) => ({ value })) },
    );
  const compact = (entries: [string, FieldPlan | undefined][]) =>
    Object.fromEntries(entries.filter((entry): entry is [string, FieldPlan] => entry[1] !== undefined));
  // One field spoiled, the rest as in a request that succeeds: the handler is reached past validation.
  const single =
    names.length === 0
      ? fc.constant({})
      : fc
          .constantFrom(...names)
          .chain((name) => fieldValue(name).map((value) => ({ [name]: { value } as FieldPlan })));
  const mixed = fc
    .tuple(...names.map((name) => field(name)))
    .map((values) => compact(names.map((name, index) => [name, values[index]])));
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: single }, { weight: 2, arbitrary: mixed }), extraKeys)
    .map(([fields, extra]) => ({ fields, extra }));
}

/** The body of a case: the tour's with fields spoiled, another valid one, junk, or another content type. */
export function bodyPlan(operation: Operation): fc.Arbitrary<BodyPlan> {
  const schema = operation.spec.requestBody?.content?.['application/json']?.schema;
  const rare = [
    { weight: 1, arbitrary: wrongType.map((json) => ({ json })) },
    { weight: 1, arbitrary: junkText.map((text) => ({ text })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<number[][]>(
          [0xff, 0xfe],
          [0xc0, 0x80],
          // {"a":"…"} around the three bytes a lone surrogate would take in UTF-8.
          [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xbd, 0x87, 0x22, 0x7d],
        )
        .map((bytes) => ({ bytes })),
    },
  ];
  // Fetch refuses to send a body with a GET, and so does any well-behaved client.
  if (operation.method === 'GET' || operation.method === 'HEAD') return fc.constant('none' as const);
  if (!schema) {
    return fc.oneof({ weight: 12, arbitrary: fc.constant('none' as const) }, ...rare);
  }
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return fc.oneof(
    { weight: 12, arbitrary: fieldsPlan(properties) },
    { weight: 2, arbitrary: validValue(schema).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom('tour' as const, 'none' as const) },
    { weight: 1, arbitrary: fc.constantFrom(...otherContentTypes).map((tourAs) => ({ tourAs })) },
    ...rare,
  );
}
