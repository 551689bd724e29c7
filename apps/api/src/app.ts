import { commentPageHeaders } from '@pupitre/data';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppConfig, AppServices } from './app-env';
import { readSession } from './auth/session.middleware';
import type { ResponseCache } from './cache/open-response-cache';
import { responseCache } from './cache/response-cache.middleware';
import type { Db } from './db/client';
import { cachePolicy } from './http/cache-policy';
import { compressAnswers } from './http/compress-answers';
import { errorAnswersNameTheirRequest } from './http/error-answers';
import { errorHandler } from './http/error-handler';
import { Status } from './http/errors';
import { assignRequestId } from './http/request-id';
import { createRouter } from './http/router';
import { securityHeaders } from './http/security-headers';
import { TOO_LARGE } from './http/validation';
import { type LogSink, loggerOf } from './log/logger';
import { type OpsOptions, opsRouter } from './ops/ops.router';
import { authRouter } from './routes/auth/auth.index';
import { categoriasRouter } from './routes/categorias/categorias.index';
import { chatbotRouter } from './routes/chatbot/chatbot.index';
import { comentariosRouter } from './routes/comentarios/comentarios.index';
import { feedsRouter } from './routes/feeds/feeds.index';
import { contactoRouter } from './routes/formularios/formularios.index';
import { imagenesRouter } from './routes/imagenes/imagenes.index';
import { newsletterRouter } from './routes/newsletter/newsletter.index';
import { newsletterPagesRouter } from './routes/newsletter/newsletter.pages';
import { openApiRouter } from './routes/openapi/openapi.index';
import { publicacionesRouter } from './routes/publicaciones/publicaciones.index';
import { usersRouter } from './routes/users/users.index';
import { answerFormPosts } from './site/form-posts';
import { inProcessFetch } from './site/in-process-fetch';
import { loadPageRenderer } from './site/page-renderer';
import { readScriptHashes } from './site/script-hashes';
import { serveSite } from './site/serve-site';

export interface AppOptions {
  db: Db;
  config: AppConfig;
  services: AppServices;
  /** Folder of the built site; when set, the API also serves the site. */
  siteDir?: string;
  /** Where log lines go (stdout by default); tests pass a function to read the JSON lines. */
  log?: LogSink;
  /** Visitors' reads kept in memory, dropped by the database's change notices; without it, none are kept. */
  cache?: ResponseCache;
  /** Probes' view of the process and the metrics endpoint (off unless given). */
  ops?: OpsOptions;
}

// A 15 MB cover travels as base64 (4/3 larger) inside JSON.
const MAX_BODY_BYTES = 21 * 1024 * 1024;

export function createApp({ db, config, services, siteDir, log, cache, ops }: AppOptions) {
  const app = createRouter();
  const logger = loggerOf(log);
  const scriptHashes = siteDir ? readScriptHashes(siteDir) : () => [];

  app.route('/', opsRouter(db, ops));
  // Outermost: a kept answer already carries every header the layers below add.
  app.use(cache ? responseCache({ ...cache, compress: compressAnswers() }) : compressAnswers());
  app.use(assignRequestId());
  app.use(securityHeaders(scriptHashes, config.publicUrl));
  // Inside compress: the ETag is taken over the body as the handler wrote it.
  app.use(cachePolicy());
  // Inside compress: it rewrites error bodies, which it must read uncompressed.
  app.use(errorAnswersNameTheirRequest(logger));
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('services', services);
    await next();
  });
  app.use(
    '/api/*',
    cors({
      origin: config.corsOrigins ?? [],
      credentials: true,
      // A client on another origin reads the next page of comments from these.
      exposeHeaders: ['Link', commentPageHeaders.next, commentPageHeaders.total],
    }),
  );
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ detail: TOO_LARGE }, Status.PAYLOAD_TOO_LARGE),
  });
  // Only writes carry a body. Asking a read for its body makes the Node adapter build a full web
  // Request, about 6 % of an uncached read in the CPU profile.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  app.use('/api/*', readSession);

  app.route('/api/auth', authRouter);
  app.route('/api/users', usersRouter);
  app.route('/api/categorias', categoriasRouter);
  app.route('/api/publicaciones', publicacionesRouter);
  app.route('/api/comentarios', comentariosRouter);
  app.route('/api/imagenes', imagenesRouter);
  app.route('/api/chatbot', chatbotRouter);
  app.route('/api/contacto', contactoRouter);
  app.route('/api/newsletter', newsletterRouter);
  app.route('/api', openApiRouter(app));
  app.all('/api/*', (c) => c.json({ detail: 'Recurso no encontrado.' }, Status.NOT_FOUND));

  app.route('/newsletter', newsletterPagesRouter);
  app.route('/', feedsRouter);
  if (siteDir) {
    const renderPage = loadPageRenderer(siteDir, {
      publicUrl: config.publicUrl,
      fetchApi: inProcessFetch(app),
      onError: (error) => logger.error({ err: error }, 'server rendering failed'),
    });
    app.use(answerFormPosts(renderPage, (poster) => inProcessFetch(app, poster), config.publicUrl));
    app.use(serveSite(siteDir, renderPage));
  }

  app.notFound((c) => c.json({ detail: 'Recurso no encontrado.' }, Status.NOT_FOUND));
  app.onError(errorHandler(logger));

  return app;
}

export type App = ReturnType<typeof createApp>;
