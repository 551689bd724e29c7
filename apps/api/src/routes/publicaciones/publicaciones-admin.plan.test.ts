import { asc, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { publicaciones } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import { createTestDatabase } from '../../test/test-database';
import { titleKey } from './publicaciones-admin.queries';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The plan of a query when sorting is made prohibitively dear: only an index can then give the order. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const literal = text.replace(/\$(\d+)/g, (_, n) => String(params[Number(n) - 1]));
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_sort = off`);
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const rows = await selectRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`EXPLAIN ${literal}`));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the admin orders that read an index instead of sorting every post (migration 0013)', () => {
  it('reads A to Z from publicaciones_titulo_orden_idx, the expression the cursor compares', async () => {
    const plan = await planOf(
      database.db
        .select({ id: publicaciones.id })
        .from(publicaciones)
        .orderBy(asc(titleKey(publicaciones.titulo)), asc(publicaciones.id))
        .limit(20),
    );
    expect(plan).toContain('publicaciones_titulo_orden_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("reads every post by date, drafts too (the seeds' /all), from publicaciones_fecha_idx", async () => {
    const plan = await planOf(
      database.db
        .select({ id: publicaciones.id })
        .from(publicaciones)
        .orderBy(desc(publicaciones.fechaCreacion), desc(publicaciones.id))
        .limit(200),
    );
    expect(plan).toContain('publicaciones_fecha_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
