// Hostile images: four avatar uploads at once against the server, started as its own process, while
// this process signs in over and over. Prints login latency beside a quiet reference measured in the
// same run, and the server's peak resident memory during each attack; the attacks are the second
// drill's (issue 33: F2, F3) and the costliest avatars still accepted. Exits 1 past 2 s or 200 MB.
//
// Usage: pnpm bench:hostile-images   (HOSTILE_SERVER=source|dist: the sources through tsx by default;
//   UV_THREADPOOL_SIZE for the server, unset by default, so libuv has its 4 threads as with plain `node`)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { costliestAvatars, drillPictures, type HostilePicture } from '../src/images/hostile/hostile-images';
import { dataUrl } from '../src/images/sample-images';
import { peakMemoryWatch } from './process-memory';
import { startSoakServer } from './soak-server';

const LOGIN_LIMIT_MS = 2000;
const GROWTH_LIMIT_MB = 200;
const REFERENCE_LOGINS = 7;

const admin = { username: 'bench_admin', password: `Pp7${randomBytes(9).toString('base64url')}` };
const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-hostile-'));
const logFile = join(dataDir, 'server.log');
const server = await startSoakServer(
  {
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'off',
    ADMIN_USERNAME: admin.username,
    ADMIN_EMAIL: 'bench_admin@example.com',
    ADMIN_PASSWORD: admin.password,
  },
  logFile,
  process.env.HOSTILE_SERVER ?? 'source',
);

async function send(path: string, method: string, body: unknown, token?: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, answer, milliseconds: performance.now() - started };
}

async function login(username: string, password: string) {
  const sent = await send('/api/auth/token/', 'POST', { username, password });
  if (sent.status !== 200)
    throw new Error(`login of ${username}: ${sent.status} ${JSON.stringify(sent.answer)}`);
  return { token: String(sent.answer.access), milliseconds: sent.milliseconds };
}

async function registerAttacker(index: number): Promise<string> {
  const username = `atacante_${index}_${Date.now().toString(36)}`;
  const password = 'Atacante123';
  const registered = await send('/api/auth/register/', 'POST', {
    username,
    email: `${username}@example.com`,
    password,
    password2: password,
    first_name: 'Ana',
    last_name: 'Pérez',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  return (await login(username, password)).token;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const attackers: string[] = [];
for (let index = 0; index < 4; index += 1) attackers.push(await registerAttacker(index));
const reference: number[] = [];
for (let round = 0; round < REFERENCE_LOGINS; round += 1) {
  reference.push((await login(admin.username, admin.password)).milliseconds);
}

/** Four uploads at once, one per attacker, with logins back to back until every upload has answered. */
async function attack(pictures: HostilePicture[]) {
  const memory = peakMemoryWatch(server.pid);
  let pending = true;
  const uploads = Promise.all(
    pictures.map((picture, index) =>
      send(
        '/api/users/avatar',
        'PUT',
        { avatarData: dataUrl(picture.bytes, picture.contentType) },
        attackers[index],
      ),
    ),
  ).finally(() => {
    pending = false;
  });
  const logins: number[] = [];
  do logins.push((await login(admin.username, admin.password)).milliseconds);
  while (pending);
  const answers = await uploads;
  const { peak, source } = memory.stop();
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return {
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    slowestUpload: Math.max(...answers.map((answer) => answer.milliseconds)),
    logins,
    growth: peak - memory.start,
    start: memory.start,
    source,
  };
}

const [strip, interlaced16Bit] = drillPictures();
if (!strip || !interlaced16Bit) throw new Error('the drill has no pictures');
const costliest = (await costliestAvatars()).slice(1);
const attacks: [string, HostilePicture[]][] = [
  ["the drill's four pictures (F2, F3)", drillPictures()],
  ['four 1 × 50,000,000 px PNGs (F2)', [strip, strip, strip, strip]],
  [
    'four 50 MP interlaced 16-bit PNGs (F3)',
    [interlaced16Bit, interlaced16Bit, interlaced16Bit, interlaced16Bit],
  ],
  ['the four costliest avatars accepted', costliest],
];

const pool = process.env.UV_THREADPOOL_SIZE
  ? `${process.env.UV_THREADPOOL_SIZE} threads`
  : "4 threads (Node's default)";
console.log(`Pupitre hostile-image bench: server ${server.description}, pid ${server.pid}`);
console.log(`libuv pool of the server: ${pool}; the bench sends from its own process`);
console.log(
  `reference: login ${ms(median(reference))} (median of ${REFERENCE_LOGINS}, max ${ms(Math.max(...reference))}), no uploads; server RSS ${server.rssMb().toFixed(0)} MB\n`,
);
console.log(
  `${'four avatar uploads at once'.padEnd(40)} ${'answers'.padEnd(9)} ${'slowest upload'.padStart(14)} ${'login meanwhile (max, n)'.padStart(25)} ${'RSS growth (peak)'.padStart(18)}`,
);
let failed = false;
let source = '';
for (const [name, pictures] of attacks) {
  const result = await attack(pictures);
  source = result.source;
  const slowestLogin = Math.max(...result.logins);
  failed ||= slowestLogin >= LOGIN_LIMIT_MS || result.growth >= GROWTH_LIMIT_MB;
  console.log(
    `${name.padEnd(40)} ${result.statuses.padEnd(9)} ${ms(result.slowestUpload).padStart(14)} ` +
      `${`${ms(slowestLogin)}, ${result.logins.length}`.padStart(25)} ` +
      `${`+${result.growth.toFixed(0)} MB`.padStart(18)}`,
  );
}
console.log(
  `\nbounds: login under ${LOGIN_LIMIT_MS} ms, growth under ${GROWTH_LIMIT_MB} MB (peak from ${source}); server RSS now ${server.rssMb().toFixed(0)} MB`,
);

await server.stop();
if (failed) {
  console.log(`The server's log is kept in ${logFile}`);
  process.exitCode = 1;
} else {
  rmSync(dataDir, { recursive: true, force: true });
}
