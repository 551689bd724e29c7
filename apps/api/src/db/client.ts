import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotice` with each payload NOTIFY sends on `channel`. On PostgreSQL the listening connection
   * can drop and come back; notices sent meanwhile are lost, so `onReconnect` is called when it is back.
   */
  listen(channel: string, onNotice: (payload: string) => void, onReconnect: () => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Connections the pool may open to a PostgreSQL server. */
export const POOL_CONNECTIONS = 10;

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const client = postgres(target.url, { max: POOL_CONNECTIONS, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async listen(channel, onNotice, onReconnect) {
        let connected = false;
        const subscription = await client.listen(channel, onNotice, () => {
          if (connected) onReconnect();
          connected = true;
        });
        return () => subscription.unlisten();
      },
      async notify(channel, payload) {
        await client.notify(channel, payload);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const options = { extensions: { unaccent } };
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir, options);
  } else {
    client = await PGlite.create(options);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const embedded = client;
  return {
    db,
    kind: 'pglite',
    // The embedded database lives in this process: its listening never drops.
    listen: (channel, onNotice) => embedded.listen(channel, onNotice),
    async notify(channel, payload) {
      await embedded.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => embedded.close(),
  };
}
