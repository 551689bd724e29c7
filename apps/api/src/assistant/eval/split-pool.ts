/**
 * Run once (issue 34) to cut the pool of questions into the two files of `questions/`:
 * `tsx src/assistant/eval/split-pool.ts <pool.txt>`. The pool is plain text: `# <slug>` (or `# -` for
 * questions no article answers) above its questions, one a line. Never run again on the same pool: the
 * sealed half would then be chosen after seeing results.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EvalQuestion } from './eval-question';
import { SPLIT_SEED, splitInHalves } from './split-questions';

function readPool(path: string): EvalQuestion[] {
  const pool: EvalQuestion[] = [];
  let slug: string | null = null;
  for (const line of readFileSync(path, 'utf8')
    .split('\n')
    .map((text) => text.trim())) {
    if (!line) continue;
    if (line.startsWith('#')) {
      const name = line.slice(1).trim();
      slug = name === '-' ? null : name;
    } else pool.push({ n: pool.length + 1, question: line, slug });
  }
  return pool;
}

const header = (half: string, note: string) =>
  `// Written by split-pool.ts (seed ${SPLIT_SEED}); do not edit by hand. ${note}\n` +
  `import type { EvalQuestion } from '../eval-question';\n\nexport const ${half}: EvalQuestion[] = `;

const [poolPath] = process.argv.slice(2);
if (!poolPath) throw new Error('usage: split-pool.ts <pool.txt>');
const { tuning, sealed } = splitInHalves(readPool(poolPath));
const folder = fileURLToPath(new URL('./questions/', import.meta.url));
writeFileSync(
  `${folder}tuning.ts`,
  `${header('tuningQuestions', 'The only half tuning may read.')}${JSON.stringify(tuning, null, 2)};\n`,
);
writeFileSync(
  `${folder}sealed.ts`,
  `${header('sealedQuestions', 'Sealed: no tuning script imports it; only its figures are printed.')}${JSON.stringify(sealed, null, 2)};\n`,
);
console.log(`tuning ${tuning.length}, sealed ${sealed.length}`);
