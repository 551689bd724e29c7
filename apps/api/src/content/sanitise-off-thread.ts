import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { NestingTooDeepError } from './sanitise-post-html';
import sanitiseTask, { type SanitiseOutcome } from './sanitise-worker';

/**
 * Bodies up to this many characters are sanitised inline, in a millisecond or two; only larger ones
 * are worth a worker, which is then started on demand and stopped again after IDLE_MS.
 */
export const INLINE_LIMIT = 16 * 1024;
const IDLE_MS = 30_000;

// From src/ (development, tests) the worker is this folder's TypeScript, loaded through tsx; the
// production bundle emits it as dist/sanitise-worker.js beside dist/index.js (see build.mjs).
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./sanitise-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
const typeScriptLoader = () => pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

let pool: Piscina<string, SanitiseOutcome> | undefined;

function workerPool(): Piscina<string, SanitiseOutcome> {
  pool ??= new Piscina({
    filename: fileURLToPath(workerFile),
    minThreads: 0,
    // The main thread keeps a core of its own for every other request.
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: IDLE_MS,
    ...(fromSource && { execArgv: ['--import', typeScriptLoader()] }),
  });
  return pool;
}

/**
 * sanitisePostHtml, with large bodies run in a worker thread so that parsing a megabyte of HTML never
 * holds up other requests (second drill, F8). Throws NestingTooDeepError as it does.
 */
export async function sanitisePostHtmlOffThread(html: string): Promise<string> {
  const outcome = html.length <= INLINE_LIMIT ? sanitiseTask(html) : await workerPool().run(html);
  if ('tooDeep' in outcome) throw new NestingTooDeepError();
  return outcome.html;
}
