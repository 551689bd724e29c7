import type { RequestListener, Server } from 'node:http';
import type { Lifecycle } from './lifecycle';

// An answer whose headers went out before the shutdown keeps its connection open when it ends.
const IDLE_SWEEP_MS = 100;

/**
 * Once draining, every answer says `Connection: close` and ends its connection, so a client or proxy
 * holding a kept-alive connection moves to another instance instead of finding it cut.
 */
export function closeConnectionsWhenDraining(lifecycle: Lifecycle, next: RequestListener): RequestListener {
  return (request, response) => {
    const writeHead = response.writeHead;
    response.writeHead = function closing(this: typeof response, ...args: Parameters<typeof writeHead>) {
      if (lifecycle.draining) this.shouldKeepAlive = false;
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next(request, response);
  };
}

export interface DrainTimes {
  /** Time for load balancers to see readiness fail before connections are refused. */
  delayMs: number;
  /** Time requests in flight get to finish before their connections are cut. */
  graceMs: number;
}

/**
 * Readiness fails at once and every answer closes its connection; after `delayMs` no connection is
 * taken, and the requests in flight get `graceMs` to finish. The delay closes the race where a balancer
 * sends a request on a kept-alive connection just as the server closes it as idle.
 */
export async function drainServer(server: Server, lifecycle: Lifecycle, times: DrainTimes): Promise<void> {
  lifecycle.draining = true;
  if (times.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, times.delayMs));
  const { graceMs } = times;
  return new Promise((done) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      done();
    });
  });
}
