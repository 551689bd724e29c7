// Soak: mixed reads and writes against the production server, started as its own process on a fresh
// DATA_DIR, with autocannon driving the load from this process. Prints requests, errors, p99 latency and
// the server's RSS every 30 s, then a summary with whether memory stayed flat after the first minute.
// It is not a test: it stays out of CI and prints figures; it exits 1 on any error or growing memory.
//
// Usage: pnpm bench:soak   (SOAK_SECONDS=300, SOAK_CONNECTIONS=10, SOAK_RSS_TOLERANCE=0.15,
//   SOAK_SERVER=dist|source: the bundle in dist/ when it exists, as `pnpm start` runs it, else the sources
//   through tsx; ADMIN_USERNAME/ADMIN_EMAIL/ADMIN_PASSWORD for the admin the server creates at start)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { soakMeter } from './soak-meter';
import { soakRound } from './soak-requests';
import { prepareSoakScene } from './soak-scene';
import { startSoakServer } from './soak-server';

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 10);
const tolerance = Number(process.env.SOAK_RSS_TOLERANCE ?? 0.15);
const REPORT_EVERY_MS = 30_000;
const RENEW_TOKENS_MS = 10 * 60_000;
const READERS = 4;

const admin = {
  username: process.env.ADMIN_USERNAME ?? 'soak_admin',
  email: process.env.ADMIN_EMAIL ?? 'soak_admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? `Pp7${randomBytes(9).toString('base64url')}`,
};
const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-soak-'));
const logFile = join(dataDir, 'server.log');
const server = await startSoakServer(
  {
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'on',
    ADMIN_USERNAME: admin.username,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
  logFile,
);
const scene = await prepareSoakScene(server.url, admin, READERS);
console.log(
  `Pupitre soak: ${seconds} s, ${connections} connections, autocannon in this process (pid ${process.pid})`,
);
console.log(`server: ${server.description}, pid ${server.pid}, ${server.url}, DATA_DIR ${dataDir}`);
console.log(`admin "${admin.username}" from ADMIN_*; ${READERS} readers; ${scene.postIds.length} posts\n`);

const meter = soakMeter();
const rss: { second: number; mb: number }[] = [{ second: 0, mb: server.rssMb() }];
const started = Date.now();
const elapsed = () => Math.round((Date.now() - started) / 1000);
const mb = (value: number) => `${value.toFixed(0)} MB`;

function report() {
  const figures = meter.flush();
  const sample = { second: elapsed(), mb: server.rssMb() };
  rss.push(sample);
  console.log(
    `[${String(sample.second).padStart(4)} s] requests ${String(meter.total.requests).padStart(7)} ` +
      `(+${figures.requests})  errors ${figures.errors}  429 ${figures.limited}  ` +
      `p99 ${figures.p99.toFixed(1)} ms  RSS ${mb(sample.mb)}`,
  );
}

const reporting = setInterval(report, REPORT_EVERY_MS);
const renewing = setInterval(() => void scene.renewTokens(), RENEW_TOKENS_MS);
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    { url: server.url, connections, duration: seconds, requests: soakRound(scene), timeout: 10 },
    (error, finished) => (error ? reject(error) : resolve(finished)),
  );
  instance.on('response', (_client, status, _bytes, milliseconds) => meter.answer(status, milliseconds));
  instance.on('reqError', () => meter.socketError());
});
clearInterval(reporting);
clearInterval(renewing);
if ((Date.now() - started) % REPORT_EVERY_MS > 1000) report();

// Memory is judged from the first minute on (half the run when it is shorter than two minutes).
const settledAt = seconds >= 120 ? 60 : seconds / 2;
const settled = rss.find((sample) => sample.second >= settledAt) ?? rss[0];
const last = rss[rss.length - 1] ?? settled;
const growth = settled && last ? (last.mb - settled.mb) / settled.mb : 0;
const flat = growth <= tolerance;
const { total, errorStatuses } = meter;
const statuses = [...errorStatuses].map(([status, count]) => `${status}×${count}`).join(', ') || 'none';

console.log('\nSummary');
console.log(
  `  requests ${total.requests} in ${result.duration.toFixed(0)} s (${result.requests.average.toFixed(0)} req/s)`,
);
console.log(
  `  errors ${total.errors} (statuses: ${statuses}; socket errors and timeouts: ${total.socketErrors})`,
);
console.log(`  expected 429 answers (per-address limits): ${total.limited}`);
console.log(
  `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);
console.log(`  RSS ${rss.map((sample) => `${sample.second}s ${mb(sample.mb)}`).join(', ')}`);
console.log(
  `  memory ${flat ? 'flat' : 'GREW'}: ${mb(last?.mb ?? 0)} at the end against ${mb(settled?.mb ?? 0)} at ` +
    `${settled?.second} s (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%, tolerance ${tolerance * 100}%)`,
);

await server.stop();
if (total.errors > 0 || !flat) {
  console.log(`\nThe server's log is kept in ${logFile}`);
  process.exitCode = 1;
} else {
  rmSync(dataDir, { recursive: true, force: true });
}
