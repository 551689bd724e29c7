/**
 * libuv's thread pool runs password hashing (scrypt), image work, file reads and DNS look-ups. Node
 * sizes it once, at its first use, and its module loader uses it before our first line runs: so the
 * size can only be set for a process about to start, as `pnpm start` and the cluster's primary do.
 * Image work takes at most two threads (images/image-jobs.ts); the rest stay free for logins.
 */
export const THREADPOOL_SIZE = 8;

/** The environment a new server process gets: UV_THREADPOOL_SIZE as set, or THREADPOOL_SIZE. */
export function threadpoolEnv(env: NodeJS.ProcessEnv): { UV_THREADPOOL_SIZE: string } {
  return { UV_THREADPOOL_SIZE: env.UV_THREADPOOL_SIZE || String(THREADPOOL_SIZE) };
}
