import type { Read } from './growth-reads';

export const RUNS = 20;
export const WARM_UPS = 3;

export interface Figures {
  median: number;
  p95: number;
  bytes: number;
  /** Posts (or other records) in a JSON list answer; undefined for pages, feeds and objects. */
  items: number | undefined;
}

/** How many records a JSON answer lists: an array's length, or an admin page's `publicaciones`. */
function itemsOf(type: string | null, body: ArrayBuffer): number | undefined {
  if (!type?.includes('json')) return undefined;
  const answer: unknown = JSON.parse(new TextDecoder().decode(body));
  if (Array.isArray(answer)) return answer.length;
  const listed = (answer as { publicaciones?: unknown }).publicaciones;
  return Array.isArray(listed) ? listed.length : undefined;
}

/** What Chromium sends: the server answers brotli when it can, gzip otherwise. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** One request as a browser makes it (its Accept-Encoding), timed to its last byte. */
async function timed(
  base: string,
  read: Read,
  token: string,
): Promise<{ ms: number; bytes: number; items: number | undefined }> {
  const headers: Record<string, string> = { 'Accept-Encoding': BROWSER_ENCODINGS };
  if (read.admin) headers.Authorization = `Bearer ${token}`;
  if (read.page) headers.Accept = 'text/html';
  const started = performance.now();
  const response = await fetch(`${base}${read.path}`, { headers });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${read.path} answered ${response.status}`);
  return { ms, bytes: body.byteLength, items: itemsOf(response.headers.get('content-type'), body) };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
// Nearest rank: of 20 runs, the 19th.
const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1] ?? 0;

/** Median and p95 of sequential requests after warm-ups; undefined when the server does not answer 200. */
export async function measure(
  base: string,
  read: Read,
  token: string,
  count = RUNS,
): Promise<Figures | undefined> {
  try {
    for (let run = 0; run < WARM_UPS; run++) await timed(base, read, token);
    const runs: number[] = [];
    let last = { bytes: 0, items: undefined as number | undefined };
    for (let run = 0; run < count; run++) {
      const { ms, ...answer } = await timed(base, read, token);
      runs.push(ms);
      last = answer;
    }
    return { median: median(runs), p95: p95(runs), ...last };
  } catch (error) {
    if (read.optional) return undefined;
    throw error;
  }
}
