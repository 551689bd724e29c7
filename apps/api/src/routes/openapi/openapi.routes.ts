import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonContent } from '../../http/contract';

export const openApiDocumentSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
    // Optional in OpenAPI 3.1 itself; this document always has it.
    paths: z.record(z.string(), z.unknown()).optional(),
    components: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();

export const document = createRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['openapi'],
  summary: 'Este documento: OpenAPI 3.1, generado desde las declaraciones de las rutas',
  responses: { 200: jsonContent(openApiDocumentSchema, 'El documento OpenAPI de la API.') },
});
