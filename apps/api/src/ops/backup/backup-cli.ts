// `pnpm backup [FILE]`: one .tar.gz with every row of the site and its generated secrets.
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { openDatabase } from '../../db/client';
import { readSecrets, writeBackupFile } from './backup-file';
import { backupFromServer } from './backup-socket';
import { cliTarget, fromWhereTyped } from './cli-paths';
import { embeddedDir } from './restore-target';
import { takeSnapshot } from './snapshot';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = fromWhereTyped(process.argv[2] ?? `pupitre-backup-${stamp}.tar.gz`);
const target = cliTarget();
// Written beside and renamed when complete, so a failed backup never leaves a file that looks whole.
const partial = `${file}.partial`;

try {
  let asked = false;
  if (!target.url) asked = await backupFromServer(target.dataDir, createWriteStream(partial));
  if (!asked) {
    const database = await openDatabase(
      target.url ? { url: target.url } : { dataDir: embeddedDir(target.dataDir) },
    );
    try {
      await writeBackupFile(
        await takeSnapshot(database),
        readSecrets(target.dataDir),
        createWriteStream(partial),
      );
    } finally {
      await database.close();
    }
  }
  renameSync(partial, file);
  console.log(`Copia de seguridad escrita en ${file} (${statSync(file).size} bytes)`);
} catch (error) {
  rmSync(partial, { force: true });
  console.error(`La copia de seguridad falló: ${(error as Error).message}`);
  process.exit(1);
}
