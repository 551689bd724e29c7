import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig, AppEnv } from './app-env';
import { readSession } from './auth/session.middleware';
import type { Db } from './db/client';
import { HttpError, Status } from './http/errors';
import { categoriasRouter } from './routes/categorias/categorias.index';
import { imagenesRouter } from './routes/imagenes/imagenes.index';
import { publicacionesRouter } from './routes/publicaciones/publicaciones.index';
import { serveSite } from './site/serve-site';

export interface AppOptions {
  db: Db;
  config: AppConfig;
  /** Folder of the built site; when set, the API also serves the site. */
  siteDir?: string;
  log?: (message: string) => void;
}

export function createApp({ db, config, siteDir, log = console.error }: AppOptions) {
  // Not strict: the spec's clients call some paths with a trailing slash (/api/auth/token/).
  const app = new Hono<AppEnv>({ strict: false });

  app.use(secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  app.use(compress());
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    await next();
  });
  app.use('/api/*', readSession);

  app.route('/api/categorias', categoriasRouter);
  app.route('/api/publicaciones', publicacionesRouter);
  app.route('/api/imagenes', imagenesRouter);
  app.all('/api/*', (c) => c.json({ detail: 'Recurso no encontrado.' }, Status.NOT_FOUND));

  if (siteDir) app.use(serveSite(siteDir));

  app.notFound((c) => c.json({ detail: 'Recurso no encontrado.' }, Status.NOT_FOUND));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      const body = error.errors ? { detail: error.detail, errors: error.errors } : { detail: error.detail };
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ detail: 'La solicitud no es válida.' }, error.status);
    }
    log(`[api] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.json({ detail: 'Error interno del servidor.' }, Status.INTERNAL_SERVER_ERROR);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
