import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { buildOpenApiDocument } from './openapi.document';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const openApiRouter = new Hono<AppEnv>().get('/openapi.json', (c) => {
  document ??= buildOpenApiDocument();
  return c.json(document);
});
