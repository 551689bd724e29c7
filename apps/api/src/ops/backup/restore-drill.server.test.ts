import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { parseEnv } from '../../env';
import { startServer } from '../../server';
import { createServerDatabase } from '../../test/test-database';
import { type Backup, readBackupFile, writeBackupFile } from './backup-file';
import { backupFromServer } from './backup-socket';
import { restoreBackup } from './restore-backup';
import { embeddedDir } from './restore-target';
import { takeSnapshot } from './snapshot';
import { expectSameRows } from './testing/same-rows';
import { type AcknowledgedWrite, startWriteLoad } from './testing/write-load';

const serverUrl = process.env.DATABASE_URL;
const ADMIN = { username: 'admin', password: 'Admin12345', email: 'admin@example.com' };
const work = mkdtempSync(join(tmpdir(), 'pupitre-drill-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Instance = Awaited<ReturnType<typeof startServer>>;

async function serve(dataDir: string, databaseUrl?: string) {
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RESPONSE_CACHE_MB: '0',
  });
  const instance = await startServer(env, () => {});
  if (!instance.server.listening) await new Promise((resolve) => instance.server.once('listening', resolve));
  return { instance, url: `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}` };
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  return ((await response.json()) as { access: string }).access;
}

describe('a backup of the embedded database taken while posts are being written', () => {
  const sourceDir = join(work, 'source');
  const file = join(work, 'backup.tar.gz');
  let source: { instance: Instance; url: string };
  let token: string;
  let acknowledgedBefore: AcknowledgedWrite[];
  let backup: Backup;

  beforeAll(async () => {
    source = await serve(sourceDir);
    token = await login(source.url);
    const load = startWriteLoad(source.url, token, 3);
    await load.more(12);
    const began = performance.now();
    acknowledgedBefore = load.acknowledged.filter((write) => write.acknowledgedAt < began);
    expect(await backupFromServer(sourceDir, createWriteStream(file))).toBe(true);
    const ended = performance.now();
    await load.more(6);
    await load.stop();
    // The load went on around the backup: writes were acknowledged before it began and after it ended.
    expect(acknowledgedBefore.length).toBeGreaterThan(3);
    expect(load.acknowledged.some((write) => write.acknowledgedAt > ended)).toBe(true);
    backup = readBackupFile(readFileSync(file));
  });
  afterAll(() => source?.instance.close());

  it('holds every post acknowledged before the backup began, with its cover image byte for byte', async () => {
    const posts = backup.tables.get('tables/public.publicaciones.tsv')?.toString('utf8') ?? '';
    for (const write of acknowledgedBefore) {
      expect(posts).toContain(`${write.id}\t${write.titulo}\t`);
    }
    const images = backup.tables.get('tables/public.imagenes.tsv')?.toString('utf8') ?? '';
    for (const write of acknowledgedBefore) {
      const answer = await fetch(`${source.url}/api/publicaciones/${write.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const cover = ((await answer.json()) as { Imagen_portada: string | null }).Imagen_portada;
      if (!cover) continue;
      // A draft's cover is shown to superusers only.
      const image = await fetch(cover.replace(/^https?:\/\/[^/]+/, source.url), {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(image.status).toBe(200);
      const served = Buffer.from(await image.arrayBuffer());
      expect(images).toContain(`\\\\x${served.toString('hex')}`);
    }
  });

  it('restores into a fresh folder with every row, the secrets, and a site that serves them', async () => {
    const restoredDir = join(work, 'restored');
    await restoreBackup(backup, { dataDir: restoredDir });
    const database = await openDatabase({ dataDir: embeddedDir(restoredDir) });
    try {
      await expectSameRows(database, backup);
    } finally {
      await database.close();
    }
    expect(readFileSync(join(restoredDir, 'secrets.json'))).toEqual(
      readFileSync(join(sourceDir, 'secrets.json')),
    );
    const restored = await serve(restoredDir);
    try {
      const [write] = acknowledgedBefore;
      // A token the source signed still opens the restored site: the secret came along.
      const answer = await fetch(`${restored.url}/api/publicaciones/${write?.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { Titulo: string }).Titulo).toBe(write?.titulo);
    } finally {
      await restored.instance.close();
    }
  });

  it('refuses a target that is not empty, and replaces it with --force', async () => {
    const restoredDir = join(work, 'restored');
    await expect(restoreBackup(backup, { dataDir: restoredDir })).rejects.toThrow(/--force/);
    await restoreBackup(backup, { dataDir: restoredDir }, true);
    const database = await openDatabase({ dataDir: embeddedDir(restoredDir) });
    try {
      await expectSameRows(database, backup);
    } finally {
      await database.close();
    }
  });

  describe.runIf(serverUrl)('on PostgreSQL', () => {
    it('restores into an empty PostgreSQL database, and a backup of that restores into PGlite again', async () => {
      const created = await createServerDatabase(serverUrl as string);
      try {
        const target = { dataDir: join(work, 'on-postgres'), url: created.url };
        await restoreBackup(backup, target);
        const database = await openDatabase({ url: created.url });
        let fromPostgres: Backup;
        try {
          await expectSameRows(database, backup);
          const back = join(work, 'from-postgres.tar.gz');
          await writeBackupFile(await takeSnapshot(database), backup.secrets, createWriteStream(back));
          fromPostgres = readBackupFile(readFileSync(back));
        } finally {
          await database.close();
        }
        expect(fromPostgres.manifest.engine).toBe('postgres');
        const againDir = join(work, 'back-on-pglite');
        await restoreBackup(fromPostgres, { dataDir: againDir });
        const again = await openDatabase({ dataDir: embeddedDir(againDir) });
        try {
          await expectSameRows(again, backup);
        } finally {
          await again.close();
        }
        await expect(restoreBackup(backup, target)).rejects.toThrow(/--force/);
      } finally {
        await created.drop();
      }
    });
  });
});
