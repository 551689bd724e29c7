import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { inProcessFetch } from './in-process-fetch';

/** Like the node server's light Response: its fields are getters on the prototype. */
class LightResponse {
  get status() {
    return 404;
  }
  get ok() {
    return false;
  }
  get headers() {
    return new Headers({ 'Content-Type': 'application/json' });
  }
  json() {
    return Promise.resolve({});
  }
}

describe('the fetch the server renderer reads the API with', () => {
  it('answers from the app without a network, with the status and body the app gave', async () => {
    const app = new Hono().get('/api/x', (c) => c.json({ detail: 'No existe.' }, 404));
    const answer = await inProcessFetch(app)('http://pupitre.internal/api/x');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ detail: 'No existe.' });
  });

  it('makes the status and headers fields a for...in copy keeps, as redaxios makes one', async () => {
    const app = { fetch: () => new LightResponse() as unknown as Response };
    const answer = await inProcessFetch(app)('http://pupitre.internal/api/x');
    const copy: Record<string, unknown> = {};
    for (const key in answer) copy[key] = answer[key as keyof Response];
    expect(copy.status).toBe(404);
    expect(copy.ok).toBe(false);
    expect((copy.headers as Headers).get('content-type')).toBe('application/json');
  });
});
