import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { parseEnv } from '../../env';
import { startServer } from '../../server';
import { readBackupFile } from './backup-file';
import { embeddedDir } from './restore-target';
import { expectSameRows } from './testing/same-rows';

// The README's commands as an operator types them: `pnpm backup` and `pnpm restore` run these files in
// apps/api, with the folder they were typed in as INIT_CWD.
const apiDir = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'pupitre-backup-cli-'));
const sourceDir = join(work, 'data');
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Asynchronous: the backup asks the server this test process runs, which must go on answering meanwhile.
function run(
  script: 'backup-cli' | 'restore-cli',
  args: string[],
  dataDir: string,
): Promise<{ status: number | null; out: string; err: string }> {
  const { DATABASE_URL: _unused, ...env } = process.env;
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/ops/backup/${script}.ts`, ...args],
      { cwd: apiDir, env: { ...env, DATA_DIR: dataDir, INIT_CWD: work, NODE_ENV: 'test' }, timeout: 60_000 },
      (error, stdout, stderr) =>
        done({
          status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          out: stdout.trim(),
          err: stderr.trim(),
        }),
    );
  });
}

let instance: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  instance = await startServer(
    parseEnv({ NODE_ENV: 'test', PORT: '0', DATA_DIR: sourceDir, RESPONSE_CACHE_MB: '0' }),
    () => {},
  );
  if (!instance.server.listening) await new Promise((done) => instance.server.once('listening', done));
}, 60_000);
afterAll(() => instance.close());

describe('pnpm backup and pnpm restore, as the README runs them', () => {
  it('back up the running site into the file named, relative to where the command was typed', async () => {
    const backup = await run('backup-cli', ['copia.tar.gz'], sourceDir);
    expect(backup.err).toBe('');
    expect(backup.out).toMatch(
      new RegExp(`^Copia de seguridad escrita en ${join(work, 'copia.tar.gz')} \\(\\d+ bytes\\)$`),
    );
    expect(backup.status).toBe(0);
  });

  it('refuse to restore over the folder of a server that is running', async () => {
    const restore = await run('restore-cli', ['copia.tar.gz', '--force'], sourceDir);
    expect(restore.err).toBe(
      'La restauración falló: hay un servidor en marcha con este DATA_DIR: detenlo antes de restaurar',
    );
    expect(restore.status).toBe(1);
  });

  it('restore into a new folder with every row, then ask for --force before replacing it', async () => {
    const restoredDir = join(work, 'restaurado');
    const backup = readBackupFile(readFileSync(join(work, 'copia.tar.gz')));
    const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0);

    const first = await run('restore-cli', ['copia.tar.gz'], restoredDir);
    expect(first.out).toBe(`Restaurado: ${rows} filas en ${restoredDir}/db, secretos en DATA_DIR`);
    expect(first.status).toBe(0);
    const database = await openDatabase({ dataDir: embeddedDir(restoredDir) });
    try {
      await expectSameRows(database, backup);
    } finally {
      await database.close();
    }

    const again = await run('restore-cli', ['copia.tar.gz'], restoredDir);
    expect(again.err).toMatch(/^El destino no está vacío \(.+\): añade --force para reemplazarlo$/);
    expect(again.status).toBe(1);
    expect((await run('restore-cli', ['copia.tar.gz', '--force'], restoredDir)).status).toBe(0);
  }, 60_000);

  it('say how to call them, and refuse a file that is not a backup', async () => {
    expect(await run('restore-cli', [], join(work, 'nada'))).toMatchObject({
      status: 2,
      err: 'Uso: pnpm restore ARCHIVO [--force]',
    });
    writeFileSync(join(work, 'otra-cosa.tar.gz'), 'no soy una copia');
    const refused = await run('restore-cli', ['otra-cosa.tar.gz'], join(work, 'nada'));
    expect(refused.err).toMatch(/^La restauración falló: /);
    expect(refused.status).toBe(1);
  });
});
