import { Agent, createServer, get, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const HEALTH_EVERY_MS = 50;

export interface LoadBalancer {
  url: string;
  close(): Promise<void>;
}

/**
 * A load balancer as small as a test needs: round robin over the backends whose readiness probe says
 * 200, and a request whose connection is refused goes to another backend. A connection cut with a
 * request on it is a failure (502), so an instance that does not drain fails the test.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<LoadBalancer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const up = new Map(backends.map((backend) => [backend, false]));
  const checkAll = () => {
    for (const backend of backends) {
      get(`${backend}/api/health/ready`, { timeout: 1_000, agent: false }, (answer) => {
        up.set(backend, answer.statusCode === 200);
        answer.resume();
      })
        .on('error', () => up.set(backend, false))
        .on('timeout', function (this: { destroy(): void }) {
          this.destroy();
        });
    }
  };
  const health = setInterval(checkAll, HEALTH_EVERY_MS);
  checkAll();
  let next = 0;
  const pick = (tried: Set<string>) => {
    const untried = backends.filter((backend) => !tried.has(backend));
    const ready = untried.filter((backend) => up.get(backend));
    const choices = ready.length > 0 ? ready : untried;
    next = (next + 1) % choices.length;
    return choices[next];
  };

  const server: Server = createServer((incoming, outgoing) => {
    const tried = new Set<string>();
    const forward = () => {
      const backend = pick(tried);
      if (backend === undefined) return outgoing.writeHead(502).end();
      tried.add(backend);
      const upstream = request(
        `${backend}${incoming.url}`,
        { method: incoming.method, headers: incoming.headers, agent },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        up.set(backend, false);
        // Only a refused connection is retried: the request surely never reached that backend.
        if (error.code === 'ECONNREFUSED' && !outgoing.headersSent) return forward();
        if (outgoing.headersSent) outgoing.destroy();
        else outgoing.writeHead(502).end();
      });
      upstream.end();
    };
    forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        clearInterval(health);
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
