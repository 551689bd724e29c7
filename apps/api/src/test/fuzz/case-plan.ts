import fc from 'fast-check';
import type { JsonSchema, Operation, ParameterSpec } from '../openapi-document';
import { type BodyPlan, bodyPlan } from './body-plan';
import { forgedAuthorizations } from './forged-tokens';
import { validValue } from './schema-values';
import { hostileUrlText, percentEncode } from './url-text';

/**
 * One fuzz case as data, printable when it fails. 'tour' stands for the part of the operation's
 * successful request in the success tour, read when the case runs, so a case stays valid after the
 * scene it acts on is rebuilt.
 */
export interface CasePlan {
  operation: string;
  auth: 'tour' | 'none' | 'admin' | 'reader' | { header: string };
  /** Raw (already encoded) path segments; a missing parameter keeps the tour's. */
  params: Record<string, string>;
  /** Raw values of documented query parameters; a missing one keeps the tour's. */
  query: Record<string, 'omit' | string[]>;
  /** Anything else appended to the query string, already encoded. */
  extraQuery: string;
  body: BodyPlan;
  forwardedFor: string | undefined;
}

const oneOrNone = <T>(arbitrary: fc.Arbitrary<T>, weight = 4) =>
  fc.oneof({ weight, arbitrary: fc.constant(undefined) }, arbitrary);

const authPlan: fc.Arbitrary<CasePlan['auth']> = fc.oneof(
  { weight: 7, arbitrary: fc.constant('tour' as const) },
  fc.constantFrom('none' as const, 'admin' as const, 'reader' as const),
  fc.constantFrom(...forgedAuthorizations).map((header) => ({ header })),
);

function stringified(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function urlValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: validValue(schema).map((value) => percentEncode(stringified(value))) },
    { weight: 3, arbitrary: hostileUrlText },
  );
}

function paramsPlan(parameters: ParameterSpec[]): fc.Arbitrary<Record<string, string>> {
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  return fc
    .tuple(...inPath.map((parameter) => oneOrNone(urlValue(parameter.schema), 7)))
    .map((values) =>
      Object.fromEntries(
        values.flatMap((value, index) => (value === undefined ? [] : [[inPath[index]?.name, value]])),
      ),
    );
}

function queryPlan(parameters: ParameterSpec[]): fc.Arbitrary<CasePlan['query']> {
  const inQuery = parameters.filter((parameter) => parameter.in === 'query');
  const choice = (schema: JsonSchema | undefined) =>
    oneOrNone(
      fc.oneof(
        { weight: 2, arbitrary: fc.constant('omit' as const) },
        { weight: 6, arbitrary: urlValue(schema).map((value) => [value]) },
        fc.array(urlValue(schema), { minLength: 2, maxLength: 3 }),
      ),
      3,
    );
  return fc
    .tuple(...inQuery.map((parameter) => choice(parameter.schema)))
    .map((values) =>
      Object.fromEntries(
        values.flatMap((value, index) => (value === undefined ? [] : [[inQuery[index]?.name, value]])),
      ),
    );
}

const extraQuery = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  fc.constantFrom('__proto__=1', 'constructor=x', 'limite[]=2', 'a=1&a=2', '&&=&', '%00=%00', 'x'),
  hostileUrlText.map((value) => `q=${value}`),
);

const forwardedFor = oneOrNone(
  fc.constantFrom(
    '',
    'unknown',
    '::ffff:10.0.0.1',
    '1.1.1.1, 2.2.2.2, 3.3.3.3',
    `${'9.'.repeat(3000)}9`,
    '[::1]:80',
  ),
  19,
);

/** Every kind of case for one documented operation. */
export function casePlans(operation: Operation): fc.Arbitrary<CasePlan> {
  const parameters = operation.spec.parameters ?? [];
  return fc.record({
    operation: fc.constant(operation.key),
    auth: authPlan,
    params: paramsPlan(parameters),
    query: queryPlan(parameters),
    extraQuery,
    body: bodyPlan(operation),
    forwardedFor,
  });
}
