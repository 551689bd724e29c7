import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { selectRows } from './select-rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Migration 0007 creates the announcers' triggers in a loop; this pins down what the loop must make.
describe('the change notices’ triggers', () => {
  it('watch every insert, update and delete of posts, links, categories and comments, and account updates', async () => {
    const triggers = await selectRows<{ name: string; definition: string }>(
      database.db,
      sql`SELECT tgname AS name, pg_get_triggerdef(oid) AS definition FROM pg_trigger
          WHERE NOT tgisinternal AND tgfoid::regproc::text LIKE '%\_announce' ORDER BY tgname`,
    );
    const names = triggers.map((trigger) => trigger.name);
    const tables = ['categorias', 'comentarios', 'publicaciones', 'publicaciones_categorias'];
    expect(names).toEqual(
      [
        ...tables.flatMap((table) => ['deleted', 'inserted', 'updated'].map((kind) => `${table}_${kind}`)),
        'usuarios_updated',
      ].sort(),
    );
    const definition = (name: string) => triggers.find((trigger) => trigger.name === name)?.definition;
    expect(definition('comentarios_inserted')).toBe(
      'CREATE TRIGGER comentarios_inserted AFTER INSERT ON public.comentarios REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comentarios_announce()',
    );
    expect(definition('publicaciones_updated')).toBe(
      'CREATE TRIGGER publicaciones_updated AFTER UPDATE ON public.publicaciones REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION publicaciones_announce()',
    );
    expect(definition('categorias_deleted')).toBe(
      'CREATE TRIGGER categorias_deleted AFTER DELETE ON public.categorias REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION categorias_announce()',
    );
  });
});
