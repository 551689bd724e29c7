import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededApp, type SeededApp } from '../test/seeded-app';

let seeded: SeededApp;
beforeAll(async () => {
  seeded = await createSeededApp(true, { corsOrigins: ['https://escuela.example'] });
});
afterAll(() => seeded.database.close());

describe('an allowed origin', () => {
  it('may read the headers that page comments, so it can load the next page', async () => {
    const answer = await seeded.app.request('/api/comentarios/publicacion/1?limite=1', {
      headers: { Origin: 'https://escuela.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://escuela.example');
    expect(answer.headers.get('access-control-expose-headers')?.split(/,\s*/)).toEqual([
      'Link',
      'X-Next-Cursor',
      'X-Total-Count',
    ]);
  });
});
