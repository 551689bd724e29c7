import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDelayMs } from '../../abuse/login-throttle';
import { type Actor, ADMIN, client, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
});
afterAll(() => seeded.database.close());

const TOO_MANY = {
  detail: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.',
  request_id: expect.any(String),
};
let addresses = 0;
const freshAddress = () => `198.51.${(++addresses >> 8) & 255}.${addresses & 255}`;

function attempt(username: string, password: string, ip: string) {
  return api.send('POST', '/api/auth/token/', { body: { username, password }, ip });
}

const wrong = (user: Actor, ip: string) => attempt(user.username, 'Mala12345', ip);
const right = (user: Actor, ip: string) => attempt(user.username, 'Segura123', ip);

describe('login limits (OWASP: per pair tight, per account loose, never a lockout)', () => {
  it('let the owner in from an address with no failures while the account is under attack', async () => {
    const user = await newUser(seeded, 'atacada');
    for (let count = 0; count < 25; count++) {
      const name = count % 2 ? user.username : `${user.username}@example.com`;
      expect((await attempt(name, 'Mala12345', freshAddress())).status).toBe(401);
    }
    expect((await right(user, freshAddress())).status).toBe(200);
  });

  it('refuse an address that already failed on an account under attack, even with the right password', async () => {
    const user = await newUser(seeded, 'asediada');
    const attacker = freshAddress();
    expect((await wrong(user, attacker)).status).toBe(401);
    for (let count = 0; count < 20; count++) await wrong(user, freshAddress());
    const answer = await right(user, attacker);
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual(TOO_MANY);
  });

  it('count the username and the email as one account: five guesses per address in all, not five each', async () => {
    const user = await newUser(seeded, 'doble');
    const ip = freshAddress();
    const names = [user.username, `${user.username}@example.com`, user.username.toUpperCase()];
    for (let count = 0; count < 5; count++) {
      expect((await attempt(names[count % 3] as string, 'Mala12345', ip)).status).toBe(401);
    }
    const sixth = await attempt(`${user.username}@example.com`, 'Segura123', ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(TOO_MANY);
    expect((await right(user, freshAddress())).status).toBe(200);
  });

  it('check no more than five of 50 concurrent wrong passwords from one address', async () => {
    const user = await newUser(seeded, 'rafaga');
    const ip = freshAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => wrong(user, ip)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
  });

  it('spend none of the address points on attempts its pair already refused', async () => {
    const user = await newUser(seeded, 'insistida');
    const other = await newUser(seeded, 'vecina');
    const ip = freshAddress();
    for (let count = 0; count < 5; count++) expect((await wrong(user, ip)).status).toBe(401);
    for (let count = 0; count < 20; count++) expect((await wrong(user, ip)).status).toBe(429);
    expect((await wrong(other, ip)).status).toBe(401);
  });

  it('find the right password among 40 concurrent guesses only if it is among the first five checked', async () => {
    const user = await newUser(seeded, 'adivina');
    const ip = freshAddress();
    const guesses = Array.from({ length: 40 }, (_, index) =>
      index === 39 ? 'Segura123' : `Mala${index}xyz`,
    );
    const answers = await Promise.all(guesses.map((password) => attempt(user.username, password, ip)));
    const checked = answers.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
  });

  it('start a pair afresh after a right password', async () => {
    const user = await newUser(seeded, 'olvidadiza');
    const ip = freshAddress();
    for (let count = 0; count < 4; count++) expect((await wrong(user, ip)).status).toBe(401);
    expect((await right(user, ip)).status).toBe(200);
    for (let count = 0; count < 5; count++) expect((await wrong(user, ip)).status).toBe(401);
  });

  it('refuse an address after 20 wrong passwords over any accounts', async () => {
    const ip = freshAddress();
    for (let count = 0; count < 20; count++) {
      expect((await attempt(`nadie${count}`, 'Mala12345', ip)).status).toBe(401);
    }
    expect((await api.send('POST', '/api/auth/token/', { body: ADMIN, ip })).status).toBe(429);
    expect((await api.send('POST', '/api/auth/token/', { body: ADMIN, ip: freshAddress() })).status).toBe(
      200,
    );
  });
});

describe('the wait before a login on an attacked account', () => {
  it('is none for the first failures, then grows by a step per failure up to ten steps', () => {
    expect([0, 4, 5, 6, 9, 14, 15, 100].map((failures) => loginDelayMs(failures, 100))).toEqual([
      0, 0, 100, 200, 500, 1000, 1000, 1000,
    ]);
  });

  it('is applied before the password is checked', async () => {
    const slow = await createSeededApp(false, { loginDelayStepMs: 60 });
    try {
      const slowApi = client(slow);
      const user = await newUser(slow, 'lenta');
      for (let count = 0; count < 8; count++) {
        await slowApi.send('POST', '/api/auth/token/', {
          body: { username: user.username, password: 'Mala12345' },
          ip: freshAddress(),
        });
      }
      const started = performance.now();
      const answer = await slowApi.send('POST', '/api/auth/token/', {
        body: { username: user.username, password: 'Segura123' },
        ip: freshAddress(),
      });
      expect(answer.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(loginDelayMs(8, 60) - 5);
    } finally {
      await slow.database.close();
    }
  });
});
