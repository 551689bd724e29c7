import pLimit from 'p-limit';
import sharp from 'sharp';

/**
 * Every sharp call holds one thread of libuv's pool until it ends, the pool that password hashing
 * (scrypt), the file system and DNS use too. Image work never takes more than two of them, so slow
 * uploads cannot stop every login (attack drill 2, F2), and two decodes bound its memory.
 */
export const IMAGE_JOBS_AT_ONCE = 2;

const limit = pLimit(IMAGE_JOBS_AT_ONCE);

// One libvips thread a picture (the default only on glibc without jemalloc): two jobs, two cores at most.
sharp.concurrency(1);
// Every upload is a new picture: libvips' operation cache (up to 50 MB) would only hold memory.
sharp.cache(false);

/**
 * Runs `work`, a chain of sharp calls on one picture, once fewer than IMAGE_JOBS_AT_ONCE others run.
 * It must not call imageJob itself: it would wait for its own slot.
 */
export function imageJob<T>(work: () => Promise<T>): Promise<T> {
  return limit(work);
}
