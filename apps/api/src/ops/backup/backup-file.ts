import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { type BackupManifest, backupManifest, MANIFEST_FILE, SECRETS_FILE } from './backup-manifest';
import type { Snapshot } from './snapshot';
import { readTar, tarEnd, tarHeader, tarPadding } from './tar-archive';

export interface Backup {
  manifest: BackupManifest;
  tables: Map<string, Buffer>;
  /** DATA_DIR/secrets.json as it was, when there was one. */
  secrets?: Buffer;
}

/** The generated secrets of `dataDir`, to go into a backup beside the database. */
export function readSecrets(dataDir: string): Buffer | undefined {
  const file = join(dataDir, SECRETS_FILE);
  return existsSync(file) ? readFileSync(file) : undefined;
}

function* entries(backup: Backup): Generator<[string, Buffer]> {
  yield [MANIFEST_FILE, Buffer.from(JSON.stringify(backup.manifest, null, 2))];
  if (backup.secrets) yield [SECRETS_FILE, backup.secrets];
  yield* backup.tables;
}

/** Writes a backup as one .tar.gz: manifest.json, secrets.json and one COPY text file per table. */
export async function writeBackupFile(snapshot: Snapshot, secrets: Buffer | undefined, out: Writable) {
  const mtime = new Date(snapshot.manifest.createdAt);
  async function* archive() {
    for (const [name, data] of entries({ ...snapshot, secrets })) {
      yield tarHeader(name, data.length, mtime);
      yield data;
      yield tarPadding(data.length);
    }
    yield tarEnd();
  }
  await pipeline(archive(), createGzip(), out);
}

export function readBackupFile(bytes: Buffer): Backup {
  const files = readTar(gunzipSync(bytes));
  const manifestText = files.get(MANIFEST_FILE);
  if (!manifestText) throw new Error('no es una copia de seguridad de Pupitre: le falta manifest.json');
  const manifest = backupManifest.parse(JSON.parse(manifestText.toString('utf8')));
  const tables = new Map<string, Buffer>();
  for (const table of manifest.tables) {
    const data = files.get(table.file);
    if (!data) throw new Error(`the backup is incomplete: ${table.file} is missing`);
    tables.set(table.file, data);
  }
  return { manifest, tables, secrets: files.get(SECRETS_FILE) };
}
