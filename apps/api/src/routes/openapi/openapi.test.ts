import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';
import { endpoints } from './endpoints';

let seeded: SeededApp;
beforeAll(async () => {
  seeded = await createSeededApp(false);
});
afterAll(() => seeded.database.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every endpoint and its schemas', async () => {
    const { status, body } = await client(seeded).get('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const paths = body.paths as unknown as Record<string, Record<string, { requestBody?: unknown }>>;
    for (const endpoint of endpoints)
      expect(paths[endpoint.path]?.[endpoint.method], endpoint.path).toBeDefined();
    const register = paths['/api/auth/register/']?.post?.requestBody as {
      content: { 'application/json': { schema: { required: string[] } } };
    };
    expect(register.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'email', 'password', 'password2', 'first_name', 'last_name']),
    );
  });

  it('lists every route the app serves', async () => {
    const documented = new Set(
      endpoints.map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path.replace(/\/$/, '')}`),
    );
    const served = seeded.app.routes
      .filter(
        (route) =>
          route.path.startsWith('/api/') && route.method !== 'ALL' && !route.path.includes('openapi'),
      )
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    for (const route of served) expect(documented, route).toContain(route);
  });
});

describe('headers and errors', () => {
  it('sets the security headers and answers unknown /api paths with 404 JSON', async () => {
    const answer = await client(seeded).get('/api/no-existe');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Recurso no encontrado.' });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers 413 for bodies above the limit', async () => {
    const huge = JSON.stringify({ contenido: 'x'.repeat(22 * 1024 * 1024) });
    const answer = await client(seeded).send('POST', '/api/contacto', { raw: huge });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ detail: 'La solicitud es demasiado grande.' });
  });

  it('refuses other origins by default (no CORS header)', async () => {
    const answer = await seeded.app.request('/api/categorias', {
      headers: { Origin: 'https://otro.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
