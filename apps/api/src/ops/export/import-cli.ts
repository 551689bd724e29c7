// `pnpm import:content FILE` (pnpm keeps `import` for its own command, which rewrites pnpm-lock.yaml):
// reads an export (see export-format) into the configured database; importing again adds nothing.
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { serverListens } from '../backup/backup-socket';
import { cliTarget, fromWhereTyped } from '../backup/cli-paths';
import { embeddedDir } from '../backup/restore-target';
import { importContent } from './import-content';
import { NotAnExportError, readExport } from './read-export';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Uso: pnpm import:content ARCHIVO');
  process.exit(2);
}
const target = cliTarget();

try {
  if (!target.url && (await serverListens(target.dataDir))) {
    throw new Error('hay un servidor en marcha con este DATA_DIR: detenlo antes de importar');
  }
  const data = readExport(readFileSync(fromWhereTyped(file), 'utf8'));
  const database = await openDatabase(
    target.url ? { url: target.url } : { dataDir: embeddedDir(target.dataDir) },
  );
  try {
    // An empty target gets this version's schema first, as a start would make it.
    await runMigrations(database);
    const summary = await importContent(database.db, data);
    console.log(
      `Importado: ${summary.imported} publicaciones nuevas, ${summary.skipped} ya existentes, ` +
        `${summary.tags} categorías, ${summary.images} imágenes`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof NotAnExportError
      ? `El archivo no es una exportación de Pupitre (${error.problems.slice(0, 5).join('; ')})`
      : `La importación falló: ${(error as Error).message}`,
  );
  process.exit(1);
}
