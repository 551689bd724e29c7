import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-env';
import { createRouter } from '../../http/router';
import { serveDocumentOf } from './openapi.handlers';
import * as routes from './openapi.routes';

/** The router of GET /openapi.json, which describes every route declared on `app`. */
export function openApiRouter(app: OpenAPIHono<AppEnv>) {
  return createRouter().openapi(routes.document, serveDocumentOf(app));
}
