import type { PGlite, Transaction } from '@electric-sql/pglite';
import type postgres from 'postgres';
import type { Database } from '../../db/client';

/** One transaction on either engine, with the few operations a backup and a restore need. */
export interface SqlSession {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
  /** Loads `data`, in COPY's text format, into `table (columns)`. */
  copyIn(target: string, data: Buffer): Promise<void>;
}

// Every value is written and read under the same settings, so the text of a row is the same on both engines.
const SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 3',
  "SET LOCAL bytea_output = 'hex'",
].join(';\n');

function pgliteSession(tx: Transaction): SqlSession {
  return {
    rows: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
    exec: async (text) => {
      await tx.exec(text);
    },
    async copyIn(target, data) {
      await tx.query(`COPY ${target} FROM '/dev/blob'`, [], { blob: new Blob([new Uint8Array(data)]) });
    },
  };
}

function postgresSession(tx: postgres.TransactionSql): SqlSession {
  return {
    rows: async <T>(text: string, params?: unknown[]) =>
      (await tx.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
    exec: async (text) => {
      await tx.unsafe(text);
    },
    async copyIn(target, data) {
      const stream = await tx.unsafe(`COPY ${target} FROM STDIN`).writable();
      await new Promise<void>((resolve, reject) => {
        stream.once('error', reject);
        stream.end(data, () => resolve());
      });
      // postgres.js resolves the COPY once the server has answered; a bad row fails here.
      await new Promise<void>((resolve, reject) => {
        if (stream.writableFinished) resolve();
        stream.once('finish', resolve);
        stream.once('error', reject);
      });
    },
  };
}

/**
 * Runs `work` in one transaction: on PGlite every other query of the process waits until it ends; on
 * PostgreSQL a read-only snapshot (`mode: 'snapshot'`) lets writers go on while it reads.
 */
export async function inTransaction<T>(
  database: Database,
  mode: 'snapshot' | 'write',
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return client.transaction(async (tx) => {
      await tx.exec(SETTINGS);
      return work(pgliteSession(tx));
    });
  }
  const client = (database.db as unknown as { $client: postgres.Sql }).$client;
  const begin = mode === 'snapshot' ? 'isolation level repeatable read read only' : 'read write';
  return (await client.begin(begin, async (tx) => {
    await tx.unsafe(SETTINGS);
    return work(postgresSession(tx));
  })) as T;
}
