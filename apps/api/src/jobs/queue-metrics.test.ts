import { sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerQueueMetrics } from './queue-metrics';
import { startNewsletterApp } from './testing/newsletter-app';

let app: Awaited<ReturnType<typeof startNewsletterApp>>;
beforeAll(async () => {
  app = await startNewsletterApp('smtp://127.0.0.1:9');
});
afterAll(() => app?.close());

describe('registerQueueMetrics', () => {
  it('reports jobs by queue and state, and deliveries by state', async () => {
    await app.jobs.queue.send(
      'newsletter-copia-datos',
      { id: 999 },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    await app.database.db.execute(sql`
      INSERT INTO publicaciones (id, titulo, contenido, estado) OVERRIDING SYSTEM VALUE VALUES (900, 'T', '<p>x</p>', 'publicado');
    `);
    await app.database.db.execute(
      sql`INSERT INTO newsletter_entregas (publicacion_id, email, estado) VALUES (900, 'a@example.com', 'fallido')`,
    );
    const registry = new Registry();
    registerQueueMetrics(registry, app.database.db);
    const text = await registry.metrics();
    expect(text).toContain('pupitre_jobs{queue="newsletter-copia-datos",state="created"} 1');
    expect(text).toContain('pupitre_newsletter_deliveries{state="fallido"} 1');
  });
});
