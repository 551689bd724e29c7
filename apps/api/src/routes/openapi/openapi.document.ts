import { z } from 'zod';
import { type Endpoint, endpoints } from './endpoints';

const errorBody = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), msg: z.string() })).optional(),
});

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: jsonSchema(errorBody) } } };
}

function operation(endpoint: Endpoint) {
  const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queryParams = endpoint.query
    ? Object.entries(endpoint.query.shape).map(([name, schema]) => ({
        name,
        in: 'query',
        required: false,
        schema: jsonSchema(schema as z.ZodType),
      }))
    : [];
  const success = endpoint.binary
    ? { description: 'OK', content: { [endpoint.binary]: { schema: { type: 'string', format: 'binary' } } } }
    : {
        description: 'OK',
        content: { 'application/json': { schema: jsonSchema(endpoint.response ?? z.unknown()) } },
      };
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    parameters: [...pathParams, ...queryParams],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body) } },
          },
        }
      : {}),
    responses: {
      [String(endpoint.status ?? 200)]: success,
      ...(endpoint.body || endpoint.query ? { '400': errorResponse('Datos no válidos') } : {}),
      ...(endpoint.access !== 'public' ? { '401': errorResponse('Sin sesión') } : {}),
      ...(endpoint.access === 'superuser' ? { '403': errorResponse('Solo administradores') } : {}),
      '404': errorResponse('No encontrado'),
    },
  };
}

/** The OpenAPI 3.1 document of the API, built from the same zod schemas the handlers validate with. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    (paths[endpoint.path] as Record<string, unknown>)[endpoint.method] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API de Pupitre',
      version: '1.0.0',
      description: 'Blog educativo en español: publicaciones, categorías, comentarios, cuentas y asistente.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
