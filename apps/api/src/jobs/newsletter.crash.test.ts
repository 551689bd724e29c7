import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { selectRows } from '../db/select-rows';
import { freePort } from '../ops/testing/free-port';
import { startServerProcess } from '../ops/testing/server-process';
import { createNewsletterDatabase, type TestDatabase } from './testing/newsletter-database';
import { startSmtpCapture } from './testing/smtp-capture';

const SUBSCRIBERS = 2_000;
const KILL_AFTER = 600;
const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The real server (src/index.ts), sending through the capture as fast as it can. It holds the deliveries
 * it claimed for 1 s instead of 5 minutes, so the restarted one takes over the killed one's in time.
 */
async function startServer(target: Record<string, string>, smtpUrl: string) {
  return startServerProcess({
    ...target,
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SMTP_URL: `${smtpUrl}?pool=true&maxConnections=5`,
    NEWSLETTER_RATE: '600000',
    NEWSLETTER_HOLD_S: '1',
  });
}

/** 2,000 confirmed subscribers and a published post whose newsletter was asked for. */
async function prepare(test: TestDatabase): Promise<void> {
  const { db } = test.database;
  await db.execute(sql`
    INSERT INTO suscripciones_newsletter (email, estado, confirmada_at)
    SELECT 'lector' || n || '@example.com', 'confirmada', now() FROM generate_series(1, ${SUBSCRIBERS}) n`);
  await db.execute(sql`
    INSERT INTO publicaciones (id, titulo, resumen, contenido, estado) OVERRIDING SYSTEM VALUE
    VALUES (500, 'Artículo del lunes', 'Para antes de clase', '<p>Hola.</p>', 'publicado')`);
  await db.execute(sql`INSERT INTO newsletter_envios (publicacion_id) VALUES (500)`);
}

describe(`a newsletter to ${SUBSCRIBERS} subscribers, the server killed with SIGKILL midway`, () => {
  it('reaches every subscriber exactly once after a restart', async () => {
    const smtp = await startSmtpCapture();
    const test = await createNewsletterDatabase(process.env.DATABASE_URL ? undefined : join(dataDir, 'db'));
    await prepare(test);
    const target: Record<string, string> = test.url ? { DATABASE_URL: test.url } : {};
    // PGlite belongs to one process: the server opens it only once the test let go of it.
    if (!test.url) await test.database.close();
    try {
      const first = await startServer(target, smtp.url);
      await smtp.waitFor((mails) => mails.length >= KILL_AFTER, 60_000);
      first.child.kill('SIGKILL');
      await first.exited;
      const atKill = smtp.mails.length;

      const second = await startServer(target, smtp.url);
      await smtp.waitFor((mails) => new Set(mails.map((mail) => mail.to)).size >= SUBSCRIBERS, 60_000);
      await new Promise((wake) => setTimeout(wake, 1_500));
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const byAddress = new Map<string, Set<string>>();
      for (const mail of smtp.mails) {
        const ids = byAddress.get(mail.to) ?? new Set();
        ids.add(mail.messageId);
        byAddress.set(mail.to, ids);
      }
      const resent = smtp.mails.length - byAddress.size;
      console.log(
        `[crash ${test.url ? 'postgresql' : 'pglite'}] killed after ${atKill} accepted; ${smtp.mails.length} accepted in all, ` +
          `${byAddress.size} subscribers, ${resent} re-delivered with the same Message-ID`,
      );
      expect(byAddress.size).toBe(SUBSCRIBERS);
      // Each subscriber got one email: a re-delivery is possible only for the few in flight at the kill,
      // and carries the same Message-ID, so the mailbox shows one.
      expect([...byAddress.values()].every((ids) => ids.size === 1)).toBe(true);
      expect(resent).toBeLessThanOrEqual(20);

      const reopened = test.url ? test.database : await openDatabase({ dataDir: join(dataDir, 'db') });
      const states = await selectRows<{ estado: string; n: number }>(
        reopened.db,
        sql`SELECT estado, count(*)::int AS n FROM newsletter_entregas GROUP BY estado`,
      );
      expect(states).toEqual([{ estado: 'enviado', n: SUBSCRIBERS }]);
      if (!test.url) await reopened.close();
    } finally {
      await test.drop();
      await smtp.close();
    }
  });
});
