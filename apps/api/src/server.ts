import { existsSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type RequestListener,
  type Server,
  type ServerOptions,
} from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openResponseCache } from './cache/open-response-cache';
import { resanitiseOutdatedPosts } from './content/resanitise-posts';
import { type Database, openDatabase } from './db/client';
import { scheduleHousekeeping } from './db/housekeeping';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { Env } from './env';
import { answerClientError } from './http/client-error';
import { capConnectionsPerAddress } from './http/connection-cap';
import { startJobs } from './jobs/start-jobs';
import { type LogSink, loggerOf } from './log/logger';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { serveBackups } from './ops/backup/backup-socket';
import { welcomeLines } from './ops/first-start';
import { drainServer } from './ops/graceful-close';
import { composeListener } from './ops/http-listener';
import { openOps } from './ops/open-ops';
import { backfillAvatarThumbnails } from './routes/users/avatar-thumbnail.writes';
import { loadJwtSecret } from './secrets';
import { senderAddress, siteEmailWarning } from './site-email';

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
  const startLines: string[] = [];
  const logLine = (line: string) => {
    startLines.push(line);
    logger.info(line);
  };
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
    siteTimeZone: env.SITE_TIME_ZONE,
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
  const ops = openOps(database, env.METRICS_TOKEN);
  const stopBackups =
    database.kind === 'pglite'
      ? await serveBackups(database, dataDir, (error) => logger.error({ err: error }, 'backup failed'))
      : async () => {};
  const cache =
    env.RESPONSE_CACHE_MB > 0
      ? await openResponseCache(database, env.RESPONSE_CACHE_MB * 1024 * 1024, (healthy) => {
          ops.lifecycle.listenerConnected = healthy;
          if (healthy) logger.info('change listener delivers again: answers are kept again');
          else logger.warn('change listener stalled: the response cache is emptied and keeps nothing');
        })
      : undefined;
  const sender = senderAddress(config);
  const emailWarning = siteEmailWarning(config);
  if (emailWarning) logger.warn(emailWarning);
  const mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL, sender) : outboxMailer(dataDir, logLine, sender);
  const jobs = await startJobs({
    database,
    databaseUrl: env.DATABASE_URL,
    mailer,
    publicUrl: config.publicUrl,
    newsletterRate: env.NEWSLETTER_RATE,
    holdMs: env.NEWSLETTER_HOLD_S * 1000,
    onError: (error) => logger.error({ err: error }, 'job queue error'),
  });
  const app = createApp({
    db: database.db,
    config,
    services: { mailer, jobs: jobs.queue },
    siteDir: servesSite ? siteDir : undefined,
    log: logger,
    cache,
    ops: { lifecycle: ops.lifecycle, metrics: ops.source },
  });

  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      serverOptions: connectionTimeouts,
      createServer: ((options: ServerOptions, listener: RequestListener) =>
        createHttpServer(
          options,
          composeListener(listener, {
            lifecycle: ops.lifecycle,
            answers: cache?.answers,
            metrics: ops.metrics,
          }),
        )) as typeof createHttpServer,
    },
    (info) => {
      logger.info(`Pupitre listening on http://localhost:${info.port}${servesSite ? '' : ' (API only)'}`);
      if (log === undefined && process.stdout.isTTY) {
        process.stdout.write(welcomeLines(env.PUBLIC_URL ?? `http://localhost:${info.port}`, startLines));
      }
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
  // Readiness fails at once; the database closes only after the last request in flight has finished.
  const close = () => {
    stopHousekeeping();
    closing ??= drainServer(server as Server, ops.lifecycle, {
      delayMs: env.SHUTDOWN_DELAY_S * 1_000,
      graceMs: env.SHUTDOWN_GRACE_S * 1_000,
    })
      .then(() => jobs.stop())
      .then(() => cache?.changes.close())
      .then(() => ops.stop())
      .then(() => stopBackups())
      .then(() => database.close());
    return closing;
  };
  return { server, close, lifecycle: ops.lifecycle };
}
