import { z } from 'zod';

export const BACKUP_FORMAT = 'pupitre-backup';

export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** drizzle's journal at the time: which of our migrations had run. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.string() })),
  pgbossVersion: z.number().nullable(),
  queues: z.array(z.object({ name: z.string(), policy: z.string() })),
  tables: z.array(
    z.object({ name: z.string(), columns: z.array(z.string()), file: z.string(), rows: z.number() }),
  ),
  sequences: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
});

export type BackupManifest = z.infer<typeof backupManifest>;

/** Files inside a backup besides the tables. */
export const MANIFEST_FILE = 'manifest.json';
export const SECRETS_FILE = 'secrets.json';
