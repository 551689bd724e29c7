import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { resanitiseOutdatedPosts } from './content/resanitise-posts';
import { openDatabase } from './db/client';
import { scheduleHousekeeping } from './db/housekeeping';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { Env } from './env';
import { answerClientError } from './http/client-error';
import { type LogSink, loggerOf } from './log/logger';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { loadJwtSecret } from './secrets';

// From src/ (development) and from dist/ (the bundle) the built site is at the same relative place.
const defaultSiteDir = fileURLToPath(new URL('../../site/dist', import.meta.url));

// Longer than the 60 s idle timeout of load balancers and client pools: otherwise Node's 5 s closes a
// kept-alive connection just as a client reuses it, and that request fails with ECONNRESET.
const connectionTimeouts = { keepAliveTimeout: 65_000, headersTimeout: 66_000 };

/** Starts the API (and the built site in production); log lines go to stdout unless `log` says where. */
export async function startServer(env: Env, log?: LogSink) {
  const logger = loggerOf(log);
  const logLine = (line: string) => logger.info(line);
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR, 'db') },
  );
  await runMigrations(database);
  await seedDatabase(database.db, {
    demoContent: env.DEMO_CONTENT,
    admin: { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    log: logLine,
  });
  const resanitised = await resanitiseOutdatedPosts(database.db);
  if (resanitised > 0) logLine(`[content] ${resanitised} post bodies sanitised under the current allowlist`);

  const siteDir = env.SITE_DIR ? resolve(env.SITE_DIR) : defaultSiteDir;
  const servesSite = env.NODE_ENV === 'production' && existsSync(resolve(siteDir, 'index.html'));
  const dataDir = resolve(env.DATA_DIR);
  const config = {
    jwtSecret: loadJwtSecret(env.JWT_SECRET, dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
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
  const mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL) : outboxMailer(dataDir, logLine);
  const app = createApp({
    db: database.db,
    config,
    services: { mailer },
    siteDir: servesSite ? siteDir : undefined,
    log: logger,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, serverOptions: connectionTimeouts }, (info) => {
    logger.info(`Pupitre listening on http://localhost:${info.port}${servesSite ? '' : ' (API only)'}`);
  });
  server.on('clientError', answerClientError(logger));
  const stopHousekeeping = scheduleHousekeeping(database.db, (error) =>
    logger.error({ err: error }, 'housekeeping purge failed'),
  );

  let closing: Promise<void> | undefined;
  const close = () => {
    stopHousekeeping();
    closing ??= new Promise<void>((done) => server.close(() => done())).then(() => database.close());
    return closing;
  };
  return { server, close };
}
