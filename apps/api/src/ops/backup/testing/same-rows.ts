import { expect } from 'vitest';
import type { Database } from '../../../db/client';
import type { Backup } from '../backup-file';
import { takeSnapshot } from '../snapshot';

// pg-boss writes its queue rows anew (with their own dates) when a restore makes its schema.
const REMADE = new Set(['tables/pgboss.queue.tsv']);

const sortedLines = (data: Buffer | undefined) => (data?.toString('utf8') ?? '').split('\n').sort();

/** Every row of every table of `database` equals the backup's, as COPY writes it, and so do the sequences. */
export async function expectSameRows(database: Database, backup: Backup): Promise<void> {
  const now = await takeSnapshot(database);
  expect([...now.tables.keys()].sort()).toEqual([...backup.tables.keys()].sort());
  for (const [file, data] of backup.tables) {
    if (REMADE.has(file)) continue;
    const restored = sortedLines(now.tables.get(file));
    const expected = sortedLines(data);
    // Compared by count first so a failure names the table without printing megabytes of images.
    expect({ file, rows: restored.length }).toEqual({ file, rows: expected.length });
    expect(restored.join('\n') === expected.join('\n'), `${file} differs`).toBe(true);
  }
  expect(now.manifest.sequences).toEqual(backup.manifest.sequences);
  expect(now.manifest.migrations).toEqual(backup.manifest.migrations);
}
