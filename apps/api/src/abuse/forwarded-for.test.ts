import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/actors';
import { createSeededApp, type SeededApp } from '../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  // One trusted proxy: it appends the address it saw, after whatever the client wrote.
  seeded = await createSeededApp(false, { trustProxy: { hops: 1 } });
  api = client(seeded);
});
afterAll(() => seeded.database.close());

/** What the proxy forwards when the client at 203.0.113.50 forges an entry of its own. */
const forged = (count: number) => `6.6.${count >> 8}.${count & 255}, 203.0.113.50`;

function registration(count: number) {
  const username = `falsa${count}`;
  return {
    username,
    email: `${username}@example.com`,
    password: 'Segura123',
    password2: 'Segura123',
    first_name: 'Eva',
    last_name: 'Ruiz',
  };
}

describe('limits behind a trusted proxy', () => {
  it('count a client that forges X-Forwarded-For entries by the address the proxy saw', async () => {
    const statuses = [];
    for (let count = 0; count < 12; count++) {
      statuses.push(
        (await api.send('POST', '/api/auth/register/', { body: registration(count), ip: forged(count) }))
          .status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const elsewhere = await api.send('POST', '/api/auth/register/', {
      body: registration(99),
      ip: '6.6.6.6, 203.0.113.51',
    });
    expect(elsewhere.status).toBe(201);
  });

  it('refuse wrong logins from the forging client once its address is over the limit', async () => {
    const statuses = [];
    for (let count = 0; count < 22; count++) {
      const body = { username: `nadie${count}`, password: 'Mala12345' };
      statuses.push(
        (await api.send('POST', '/api/auth/token/', { body, ip: `9.9.9.${count}, 203.0.113.60` })).status,
      );
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('refuse contact messages from the forging client past its address limit, and count another address apart', async () => {
    const message = { nombre: 'Eva', email: 'eva@example.com', asunto: 'Hola', mensaje: 'Una pregunta.' };
    const statuses = [];
    for (let count = 0; count < 7; count++) {
      statuses.push((await api.send('POST', '/api/contacto', { body: message, ip: forged(count) })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = await api.send('POST', '/api/contacto', { body: message, ip: forged(7) });
    expect(refused.body).toMatchObject({
      detail: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.',
    });
    const elsewhere = await api.send('POST', '/api/contacto', { body: message, ip: '6.6.6.6, 203.0.113.52' });
    expect(elsewhere.status).toBe(201);
  });
});
