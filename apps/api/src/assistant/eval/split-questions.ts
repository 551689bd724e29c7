import { seededRandom } from '../../db/seeded-random';

/** The seed the pool was split with, once (issue 34). Changing it would unseal the sealed half. */
export const SPLIT_SEED = 3434;

/**
 * A seeded Fisher–Yates shuffle of the pool (in its written order, by `n`), cut in two: the first half
 * tunes, the second stays sealed. Each half is returned in pool order.
 */
export function splitInHalves<T extends { n: number }>(pool: readonly T[], seed = SPLIT_SEED) {
  const random = seededRandom(seed);
  const shuffled = [...pool].sort((a, b) => a.n - b.n);
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  const cut = Math.ceil(shuffled.length / 2);
  const byN = (a: T, b: T) => a.n - b.n;
  return { tuning: shuffled.slice(0, cut).sort(byN), sealed: shuffled.slice(cut).sort(byN) };
}
