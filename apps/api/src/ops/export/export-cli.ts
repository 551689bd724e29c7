// `pnpm export [FILE]`: every post, category and image of the site as one JSON file (see export-format).
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { parseEnv } from '../../env';
import { cliTarget, fromWhereTyped } from '../backup/cli-paths';
import { exportContent } from './export-content';
import { openExportSource } from './export-source';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = fromWhereTyped(process.argv[2] ?? `pupitre-export-${stamp}.json`);
const target = cliTarget();
const publicUrl = (parseEnv().PUBLIC_URL ?? '').replace(/\/$/, '');
// Written beside and renamed when complete, so a failed export never leaves a file that looks whole.
const partial = `${file}.partial`;

try {
  const database = await openExportSource(target);
  try {
    const content = await exportContent(database.db, publicUrl);
    writeFileSync(partial, JSON.stringify(content));
    renameSync(partial, file);
    const { posts, tags, images } = content.db[0]?.data ?? { posts: [], tags: [], images: [] };
    console.log(
      `Exportación escrita en ${file} (${statSync(file).size} bytes): ` +
        `${posts.length} publicaciones, ${tags.length} categorías, ${images.length} imágenes`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  rmSync(partial, { force: true });
  console.error(`La exportación falló: ${(error as Error).message}`);
  process.exit(1);
}
