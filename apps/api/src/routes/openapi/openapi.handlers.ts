import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-env';
import { Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import type * as routes from './openapi.routes';

const documentInfo = {
  openapi: '3.1.0',
  info: {
    title: 'API de Pupitre',
    version: '1.0.0',
    description: 'Blog educativo en español: publicaciones, categorías, comentarios, cuentas y asistente.',
  },
};

/** Serves the document of `app`, generated from its route declarations on the first request. */
export function serveDocumentOf(app: OpenAPIHono<AppEnv>): AppRouteHandler<typeof routes.document> {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  return (c) => {
    document ??= app.getOpenAPI31Document(documentInfo);
    return c.json(document, Status.OK);
  };
}
