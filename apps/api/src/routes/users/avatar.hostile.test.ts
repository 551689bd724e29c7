import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drillPictures, type HostilePicture } from '../../images/hostile/hostile-images';
import { dataUrl } from '../../images/sample-images';
import { type Actor, ADMIN, client, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

const MB = 1024 * 1024;
const SIDE_REFUSAL = 'La imagen supera las dimensiones máximas permitidas (4096 píxeles por lado).';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let attackers: Actor[];
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  attackers = [];
  for (let index = 0; index < 4; index += 1) attackers.push(await newUser(seeded, 'atacante'));
});
afterAll(() => seeded.database.close());

/** The most this process's resident memory grew while `work` ran, sampled every few milliseconds. */
async function rssGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const start = process.memoryUsage().rss;
  let most = start;
  const sample = () => {
    most = Math.max(most, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 5);
  try {
    const result = await work();
    sample();
    return { result, growth: most - start };
  } finally {
    clearInterval(sampler);
  }
}

async function timedLogin() {
  const started = performance.now();
  const answer = await api.post('/api/auth/token/', { username: ADMIN.username, password: ADMIN.password });
  return { status: answer.status, milliseconds: performance.now() - started };
}

const [strip, interlaced16Bit] = drillPictures();
if (!strip || !interlaced16Bit) throw new Error('the drill has no pictures');

// The drill's figures: four such PNGs took +1.7 GB (F3); four strips stopped every login for 35–75 s (F2).
const attacks: [string, HostilePicture[]][] = [
  [
    'four 50 MP interlaced 16-bit PNGs (F3)',
    [interlaced16Bit, interlaced16Bit, interlaced16Bit, interlaced16Bit],
  ],
  ['four 1 × 50,000,000 px PNGs (F2)', [strip, strip, strip, strip]],
  ["the drill's four pictures, one of each", drillPictures()],
];

describe('PUT /api/users/avatar under four hostile uploads at once (attack drill 2)', () => {
  // Generous bounds for a loaded two-core machine: the attacks they stand for took 35 s and 1.7 GB.
  it.each(attacks)(
    '%s: each is refused by its header with the Spanish 413, a login meanwhile answers in under 2 s, and memory grows by less than 200 MB',
    { timeout: 20_000 },
    async (_name, pictures) => {
      const { result, growth } = await rssGrowthDuring(async () => {
        const uploads = pictures.map((picture, index) =>
          api.put(
            '/api/users/avatar',
            { avatarData: dataUrl(picture.bytes, picture.contentType) },
            attackers[index]?.token,
          ),
        );
        const login = await timedLogin();
        return { login, answers: await Promise.all(uploads) };
      });
      expect(result.login.status).toBe(200);
      expect(result.login.milliseconds).toBeLessThan(2000);
      expect(growth).toBeLessThan(200 * MB);
      for (const answer of result.answers) {
        expect(answer.status).toBe(413);
        expect(answer.body.detail).toBe(SIDE_REFUSAL);
        expect(answer.body.errors).toEqual([
          expect.objectContaining({ field: 'avatarData', message: SIDE_REFUSAL }),
        ]);
      }
    },
  );
});
