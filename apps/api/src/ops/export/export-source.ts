import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../db/client';
import { readBackupFile } from '../backup/backup-file';
import { backupFromServer } from '../backup/backup-socket';
import { restoreBackup } from '../backup/restore-backup';
import { embeddedDir, type RestoreTarget } from '../backup/restore-target';

/**
 * The database an export reads. While a server holds the embedded database only it may read it, so
 * the export asks it for a backup (as `pnpm backup` does), restores that into a temporary folder and
 * reads the copy: safe while the server serves traffic. Otherwise the configured database itself.
 */
export async function openExportSource(target: RestoreTarget): Promise<Database> {
  if (target.url) return openDatabase({ url: target.url });
  // Opening a folder that holds no database would make an empty one there.
  if (!existsSync(embeddedDir(target.dataDir))) {
    throw new Error(`there is no database in ${embeddedDir(target.dataDir)}: check DATA_DIR`);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'pupitre-export-'));
  const backupFile = join(scratch, 'backup.tar.gz');
  try {
    if (!(await backupFromServer(target.dataDir, createWriteStream(backupFile)))) {
      rmSync(scratch, { recursive: true, force: true });
      return openDatabase({ dataDir: embeddedDir(target.dataDir) });
    }
    const copy = { dataDir: join(scratch, 'copy') };
    await restoreBackup(readBackupFile(readFileSync(backupFile)), copy);
    const database = await openDatabase({ dataDir: embeddedDir(copy.dataDir) });
    return {
      ...database,
      async close() {
        await database.close();
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}
