import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type ServerOptions } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { answerHitsFirst } from './cache/answer-hits';
import { openResponseCache } from './cache/open-response-cache';
import { resanitiseOutdatedPosts } from './content/resanitise-posts';
import { type Database, openDatabase } from './db/client';
import { scheduleHousekeeping } from './db/housekeeping';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { Env } from './env';
import { answerClientError } from './http/client-error';
import { capConnectionsPerAddress } from './http/connection-cap';
import { type LogSink, loggerOf } from './log/logger';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { backfillAvatarThumbnails } from './routes/users/avatar-thumbnail.writes';
import { loadJwtSecret } from './secrets';
import { senderAddress } from './site-email';

// From src/ (development) and from dist/ (the bundle) the built site is at the same relative place.
const defaultSiteDir = fileURLToPath(new URL('../../site/dist', import.meta.url));

const connectionTimeouts = {
  // Longer than the 60 s idle timeout of load balancers and client pools: otherwise Node's 5 s closes a
  // kept-alive connection just as a client reuses it, and that request fails with ECONNRESET.
  keepAliveTimeout: 65_000,
  // A whole request, body included, must arrive within 30 s; Node's default keeps a slow body for 300 s.
  // Both run only while a request is being read, not while a kept-alive connection waits.
  requestTimeout: 30_000,
  headersTimeout: 20_000,
};
const DEFAULT_CONNECTIONS_PER_ADDRESS = 100;

const openConfiguredDatabase = (env: Env) =>
  openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR, 'db') });

async function prepareDatabase(database: Database, env: Env, logLine: (line: string) => void) {
  await runMigrations(database);
  await seedDatabase(database.db, {
    demoContent: env.DEMO_CONTENT,
    admin: { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    log: logLine,
  });
  const resanitised = await resanitiseOutdatedPosts(database.db);
  if (resanitised > 0) logLine(`[content] ${resanitised} post bodies sanitised under the current allowlist`);
  const thumbnails = await backfillAvatarThumbnails(database.db);
  if (thumbnails > 0)
    logLine(`[images] ${thumbnails} avatar thumbnails made for answers that show them inline`);
}

/** Migrates and seeds once, before several workers start (they skip it): see `cluster.ts`. */
export async function prepareDatabaseOnce(env: Env, log?: LogSink): Promise<void> {
  const logger = loggerOf(log);
  const database = await openConfiguredDatabase(env);
  try {
    await prepareDatabase(database, env, (line) => logger.info(line));
  } finally {
    await database.close();
  }
}

export interface ServerRole {
  /** Migrate, seed and re-sanitise first (false in a worker: the primary did it). */
  prepare: boolean;
  /** Run the hourly purge (one worker of several is enough). */
  housekeeping: boolean;
}

/** Starts the API (and the built site in production); log lines go to stdout unless `log` says where. */
export async function startServer(
  env: Env,
  log?: LogSink,
  role: ServerRole = { prepare: true, housekeeping: true },
) {
  const logger = loggerOf(log);
  const logLine = (line: string) => logger.info(line);
  const database = await openConfiguredDatabase(env);
  if (role.prepare) await prepareDatabase(database, env, logLine);

  const siteDir = env.SITE_DIR ? resolve(env.SITE_DIR) : defaultSiteDir;
  const servesSite = env.NODE_ENV === 'production' && existsSync(resolve(siteDir, 'index.html'));
  const dataDir = resolve(env.DATA_DIR);
  const config = {
    jwtSecret: loadJwtSecret(env.JWT_SECRET, dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    siteEmail: env.SITE_EMAIL,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    chatbot:
      env.CHATBOT_PROVIDER && env.CHATBOT_API_KEY && env.CHATBOT_MODEL
        ? {
            provider: env.CHATBOT_PROVIDER,
            apiKey: env.CHATBOT_API_KEY,
            model: env.CHATBOT_MODEL,
            baseUrl: env.CHATBOT_BASE_URL,
          }
        : undefined,
  };
  const cache =
    env.RESPONSE_CACHE_MB > 0
      ? await openResponseCache(database, env.RESPONSE_CACHE_MB * 1024 * 1024, (healthy) =>
          healthy
            ? logger.info('change listener delivers again: answers are kept again')
            : logger.warn('change listener stalled: the response cache is emptied and keeps nothing'),
        )
      : undefined;
  const sender = senderAddress(config.publicUrl);
  const mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL, sender) : outboxMailer(dataDir, logLine, sender);
  const app = createApp({
    db: database.db,
    config,
    services: { mailer },
    siteDir: servesSite ? siteDir : undefined,
    log: logger,
    cache,
  });

  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      serverOptions: connectionTimeouts,
      // A kept answer is sent from node:http directly; the app sees only what the cache cannot answer.
      createServer: ((options: ServerOptions, listener: RequestListener) =>
        createHttpServer(
          options,
          cache ? answerHitsFirst(cache.answers, listener) : listener,
        )) as typeof createHttpServer,
    },
    (info) => {
      logger.info(`Pupitre listening on http://localhost:${info.port}${servesSite ? '' : ' (API only)'}`);
    },
  );
  server.on('clientError', answerClientError(logger));
  capConnectionsPerAddress(
    server,
    env.CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? 0 : DEFAULT_CONNECTIONS_PER_ADDRESS),
  );
  const stopHousekeeping = role.housekeeping
    ? scheduleHousekeeping(database.db, (error) => logger.error({ err: error }, 'housekeeping failed'), {
        analyze: database.kind === 'pglite',
      })
    : () => {};

  let closing: Promise<void> | undefined;
  const close = () => {
    stopHousekeeping();
    closing ??= new Promise<void>((done) => server.close(() => done()))
      .then(() => cache?.changes.close())
      .then(() => database.close());
    return closing;
  };
  return { server, close };
}
