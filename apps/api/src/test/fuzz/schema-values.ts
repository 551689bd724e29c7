import fc from 'fast-check';
import type { JsonSchema } from '../openapi-document';
import { hostileNumber, hostileText, hostileValue, wrongType } from './hostile-values';

/** Generated valid text stays short: length limits are tried by the hostile values. */
const LONGEST_VALID = 300;
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

function integerBounds(schema: JsonSchema) {
  const min =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + 1
      : numberOr(schema.minimum, INT32.min);
  const max =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - 1
      : numberOr(schema.maximum, INT32.max);
  return { min: Math.max(min, INT32.min), max: Math.min(max, INT32.max) };
}

function lengthBounds(schema: JsonSchema) {
  return { minLength: numberOr(schema.minLength, 0), maxLength: numberOr(schema.maxLength, LONGEST_VALID) };
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength, maxLength } = lengthBounds(schema);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 60 }).filter(fits);
  }
  const longest = Math.min(maxLength, LONGEST_VALID);
  return fc.oneof(
    fc.string({ minLength, maxLength: longest }),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, longest >> 2) }).filter(fits),
  );
}

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = integerBounds(schema);
  // Mostly small: they name rows that exist (the seven categories, the first posts and comments).
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 40) }) },
    fc.integer({ min, max }),
  );
}

function validObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, validValue(field)])),
    { requiredKeys: required.filter((name) => name in properties) },
  );
}

function validOfType(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validInteger(schema);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items as JsonSchema | undefined), {
        minLength: numberOr(schema.minItems, 0),
        maxLength: Math.min(numberOr(schema.maxItems, 8), 8),
      });
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value the schema accepts, as far as its type, bounds, pattern and enum go. */
export function validValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map(validValue));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => validOfType(type, schema)));
}

function hostileString(schema: JsonSchema): fc.Arbitrary<unknown> {
  const { maxLength } = lengthBounds(schema);
  const edges = [
    'a'.repeat(maxLength + 1),
    // As long as allowed in UTF-16 units, twice that in bytes; then one emoji past the limit.
    'ñ'.repeat(maxLength),
    '💥'.repeat(Math.floor(maxLength / 2) + 1),
    `${'a'.repeat(Math.max(maxLength - 2, 0))}\u7a8d\udf47`,
  ];
  const variants = Array.isArray(schema.enum)
    ? schema.enum.flatMap((value) => [String(value).toUpperCase(), ` ${String(value)}`])
    : [];
  return fc.oneof({ weight: 4, arbitrary: hostileText }, fc.constantFrom(...edges, ...variants));
}

function hostileInteger(schema: JsonSchema): fc.Arbitrary<unknown> {
  const { min, max } = integerBounds(schema);
  return fc.oneof(
    { weight: 3, arbitrary: hostileNumber },
    fc.constantFrom(min - 1, max + 1, min + 0.5, String(max + 1), String(min)),
  );
}

function hostileArray(schema: JsonSchema): fc.Arbitrary<unknown> {
  const items = schema.items as JsonSchema | undefined;
  const maxItems = numberOr(schema.maxItems, 50);
  return fc.oneof(
    fc.array(hostileFor(items), { minLength: 1, maxLength: 4 }),
    fc.array(validValue(items), { minLength: maxItems + 1, maxLength: maxItems + 3 }),
    validValue(items).map((item) => [item, item]),
    fc.constantFrom(10_000, 100_000).map((length) => Array.from({ length }, (_, index) => index + 1)),
    fc.constant([[1], [2]]),
  );
}

function hostileOfType(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return hostileString(schema);
    case 'integer':
    case 'number':
      return hostileInteger(schema);
    case 'array':
      return hostileArray(schema);
    default:
      return hostileValue;
  }
}

/** A value aimed at what the schema expects: past its bounds, unstorable, or of another type. */
export function hostileFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const types = schema ? typesOf(schema) : [];
  if (!schema || types.length === 0) return hostileValue;
  return fc.oneof(
    { weight: 3, arbitrary: fc.oneof(...types.map((type) => hostileOfType(type, schema))) },
    { weight: 1, arbitrary: wrongType },
  );
}
