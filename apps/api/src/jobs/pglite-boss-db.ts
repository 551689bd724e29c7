import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss over the embedded database. pg-boss sends its schema changes and locked sections as one text of
 * several statements without parameters, which only PGlite's `exec` runs; everything else is one
 * parameterised statement. PGlite runs one statement or text at a time, so a multi-statement text stays
 * whole, as pg-boss expects of one connection.
 */
export function pgliteBossDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
