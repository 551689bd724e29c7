import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function once(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const call = request(url, { agent, headers: { 'accept-encoding': 'identity' } }, (response) => {
      response.resume();
      response.on('end', () => {
        if ((response.statusCode ?? 500) >= 400) reject(new Error(`status ${response.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    call.on('error', reject);
    call.end();
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Keeps `connections` requests in flight against the URL for `seconds`, on keep-alive sockets. */
export async function load(target: string, connections: number, seconds: number): Promise<LoadResult> {
  const url = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        try {
          latencies.push(await once(agent, url));
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
  };
}
