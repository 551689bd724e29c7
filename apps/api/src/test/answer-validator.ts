import Ajv2020 from 'ajv/dist/2020';
import type { JsonSchema, OpenApiDocument, Operation } from './openapi-document';

/**
 * A copy of `schema` where every object accepts only the properties it declares, so an answer that
 * gains an undeclared field fails too. Members of an allOf stay open: each names only part of the object.
 */
export function closeObjects(schema: unknown, open = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closeObjects(item, open));
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = key === 'allOf' ? closeObjects(value, true) : closeObjects(value);
  }
  if (!open && 'properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

/** Checks a real answer against the JSON schema the document gives for that operation and status. */
export function answerValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  return (operation: Operation, status: number, body: unknown): string[] => {
    const schema = operation.spec.responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema) return [`${operation.key} documents no JSON answer for ${status}`];
    const validate = ajv.compile({
      ...(closeObjects(schema) as JsonSchema),
      components: document.components,
    });
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message}`);
  };
}
