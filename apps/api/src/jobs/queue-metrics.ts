import { sql } from 'drizzle-orm';
import type { Registry } from 'prom-client';
import { Gauge } from 'prom-client';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';

/**
 * Adds the queue's figures to `registry`, read from the database at each scrape: jobs by queue and
 * state (pg-boss's table), and newsletter deliveries by state. For the /metrics route.
 */
export function registerQueueMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: 'pupitre_jobs',
    help: 'Jobs in the queue by queue name and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await selectRows<{ name: string; state: string; n: number }>(
        db,
        sql`SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY name, state`,
      );
      for (const row of rows) this.set({ queue: row.name, state: row.state }, row.n);
    },
  });
  new Gauge({
    name: 'pupitre_newsletter_deliveries',
    help: 'Newsletter emails by state (pendiente, enviando, enviado, fallido)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await selectRows<{ estado: string; n: number }>(
        db,
        sql`SELECT estado, count(*)::int AS n FROM newsletter_entregas GROUP BY estado`,
      );
      for (const row of rows) this.set({ state: row.estado }, row.n);
    },
  });
}
