import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { createApiClient } from './client';

let server: Server;
let baseURL: string;
const tokensSeen: (string | undefined)[] = [];

beforeAll(async () => {
  // Only the token 'fresh' is accepted: anything else answers 401.
  server = createServer((request, response) => {
    tokensSeen.push(request.headers.authorization);
    response.setHeader('Content-Type', 'application/json');
    if (request.headers.authorization === 'Bearer fresh') {
      response.end(JSON.stringify({ ok: true }));
    } else {
      response.statusCode = 401;
      response.end(JSON.stringify({ detail: 'Token inválido o caducado' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ok = z.object({ ok: z.boolean() });

describe('given an expired access token', () => {
  it('renews it once and retries the call with the new token', async () => {
    tokensSeen.length = 0;
    let refreshes = 0;
    const client = createApiClient({
      baseURL,
      getToken: () => 'stale',
      refreshToken: async () => {
        refreshes += 1;
        return 'fresh';
      },
    });
    await expect(client.request('get', '/yo', ok)).resolves.toEqual({ ok: true });
    expect(refreshes).toBe(1);
    expect(tokensSeen).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('reports the 401 when the session cannot be renewed', async () => {
    const client = createApiClient({ baseURL, getToken: () => 'stale', refreshToken: async () => null });
    const failure = client.request('get', '/yo', ok);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, detail: 'Token inválido o caducado' });
  });

  it('does not loop when the renewed token is refused too', async () => {
    tokensSeen.length = 0;
    let refreshes = 0;
    const client = createApiClient({
      baseURL,
      getToken: () => 'stale',
      refreshToken: async () => {
        refreshes += 1;
        return 'also-stale';
      },
    });
    await expect(client.request('get', '/yo', ok)).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(1);
    expect(tokensSeen).toHaveLength(2);
  });

  it('never tries to renew a call made without a token', async () => {
    let refreshes = 0;
    const client = createApiClient({
      baseURL,
      refreshToken: async () => {
        refreshes += 1;
        return 'fresh';
      },
    });
    await expect(client.request('get', '/yo', ok)).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
  });
});
