import type { SeededApp } from './seeded-app';

export interface Actor {
  token: string;
  refresh: string;
  username: string;
  id: number;
}

type Body = Record<string, unknown>;

/** A request helper bound to one app: JSON in and out, with an optional bearer token. */
export function client(seeded: SeededApp) {
  async function send(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; raw?: string; ip?: string; contentType?: string } = {},
  ) {
    // The test app trusts X-Forwarded-For: by default every request comes from its own address, so
    // only the tests about per-address limits share one.
    requests += 1;
    const ip = options.ip ?? `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
    const headers: Record<string, string> = { 'X-Forwarded-For': ip };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.raw !== undefined) {
      headers['Content-Type'] = options.contentType ?? 'application/json';
      payload = options.raw;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    const response = await seeded.app.request(path, { method, headers, body: payload });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, body: json as Body & Body[], headers: response.headers };
  }
  return {
    send,
    get: (path: string, token?: string) => send('GET', path, { token }),
    post: (path: string, body: unknown, token?: string) => send('POST', path, { body, token }),
    put: (path: string, body: unknown, token?: string) => send('PUT', path, { body, token }),
    del: (path: string, token?: string) => send('DELETE', path, { token }),
  };
}

let counter = 0;
let requests = 0;

export async function login(seeded: SeededApp, username: string, password: string): Promise<Actor> {
  const api = client(seeded);
  const answer = await api.post('/api/auth/token/', { username, password });
  if (answer.status !== 200) throw new Error(`login of ${username} failed: ${answer.status}`);
  const me = await api.get('/api/auth/user/', answer.body.access as string);
  return {
    token: answer.body.access as string,
    refresh: answer.body.refresh as string,
    username,
    id: me.body.id as number,
  };
}

export const ADMIN = { username: 'admin', password: 'Admin12345' };

/** Registers a fresh reader and logs them in. */
export async function newUser(seeded: SeededApp, prefix = 'lector'): Promise<Actor> {
  counter += 1;
  const username = `${prefix}${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const password = 'Segura123';
  const answer = await client(seeded).send('POST', '/api/auth/register/', {
    body: {
      username,
      email: `${username}@example.com`,
      password,
      password2: password,
      first_name: 'Ana',
      last_name: 'Pérez',
    },
  });
  if (answer.status !== 201)
    throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return login(seeded, username, password);
}
