// `pnpm restore FILE [--force]`: rebuilds DATA_DIR (or the empty database of DATABASE_URL) from a backup.
import { readFileSync } from 'node:fs';
import { readBackupFile } from './backup-file';
import { serverListens } from './backup-socket';
import { cliTarget, fromWhereTyped } from './cli-paths';
import { OccupiedTargetError, restoreBackup } from './restore-backup';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file] = args.filter((arg) => arg !== '--force');
if (!file) {
  console.error('Uso: pnpm restore ARCHIVO [--force]');
  process.exit(2);
}
const target = cliTarget();

try {
  if (!target.url && (await serverListens(target.dataDir))) {
    throw new Error('hay un servidor en marcha con este DATA_DIR: detenlo antes de restaurar');
  }
  const backup = readBackupFile(readFileSync(fromWhereTyped(file)));
  await restoreBackup(backup, target, force);
  const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restaurado: ${rows} filas en ${target.url ? 'PostgreSQL' : `${target.dataDir}/db`}` +
      `${backup.secrets ? ', secretos en DATA_DIR' : ''}`,
  );
} catch (error) {
  console.error(
    error instanceof OccupiedTargetError
      ? `El destino no está vacío (${error.found.join('; ')}): añade --force para reemplazarlo`
      : `La restauración falló: ${(error as Error).message}`,
  );
  process.exit(1);
}
