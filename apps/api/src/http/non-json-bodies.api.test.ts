import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, ADMIN, login } from '../test/actors';
import { type OpenApiDocument, operationsOf } from '../test/openapi-document';
import { createSeededApp, type SeededApp } from '../test/seeded-app';
import { NOT_JSON } from './validation';

let seeded: SeededApp;
let admin: Actor;
let document: OpenApiDocument;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  document = (await (await seeded.app.request('/api/openapi.json')).json()) as OpenApiDocument;
});
afterAll(() => seeded.database.close());

/** Every documented operation that reads a JSON body, called by a superuser so no guard answers first. */
function bodyOperations() {
  const operations = operationsOf(document).filter((operation) => operation.spec.requestBody);
  expect(operations.length).toBeGreaterThan(10);
  return operations.map(({ key, method, path }) => ({ key, method, path: path.replace(/\{\w+\}/g, '1') }));
}

function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return seeded.app.request(path, {
    method,
    headers: { Authorization: `Bearer ${admin.token}`, ...headers },
    body,
  });
}

const notJson = [
  ['text/plain', { 'Content-Type': 'text/plain' }, '{"email":"ana@example.com"}'],
  ['text/plain with a charset', { 'Content-Type': 'text/plain; charset=utf-8' }, '{}'],
  ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'email=ana%40example.com'],
  ['no Content-Type', {}, '{}'],
] as const;

describe('a JSON endpoint sent a body that is not JSON', () => {
  it.each(notJson)('answers 415 with a Spanish detail for %s', async (_what, headers, body) => {
    for (const { key, method, path } of bodyOperations()) {
      const answer = await send(method, path, headers, body);
      expect(answer.status, key).toBe(415);
      expect(await answer.json(), key).toEqual({ detail: NOT_JSON, request_id: expect.any(String) });
    }
  });

  it('answers as before when the request has no body at all', async () => {
    for (const { key, method, path } of bodyOperations()) {
      const answer = await send(method, path, {});
      expect(answer.status, key).not.toBe(415);
      expect(answer.status, key).toBeLessThan(500);
    }
  });
});
