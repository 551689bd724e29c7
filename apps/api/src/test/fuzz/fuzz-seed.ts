import { createHash } from 'node:crypto';

/** FUZZ_SEED replays another run; without it the suite runs the same cases every time. */
const baseSeed = process.env.FUZZ_SEED ?? '20261123';

/** One seed per operation, so adding an operation leaves the other operations' cases as they were. */
export function fuzzSeed(operationKey: string, base = baseSeed): number {
  return createHash('sha256').update(`${base}:${operationKey}`).digest().readInt32LE(0);
}
