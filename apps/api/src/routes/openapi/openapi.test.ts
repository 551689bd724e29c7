import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../test/actors';
import { answerValidator } from '../../test/answer-validator';
import {
  findOperation,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  successStatus,
} from '../../test/openapi-document';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';
import { errorTour } from '../../test/tour/error-tour';
import { prepareTour, sendTourRequest, type TourState } from '../../test/tour/prepare-tour';
import { successTour } from '../../test/tour/success-tour';

let seeded: SeededApp;
let document: OpenApiDocument;
let state: TourState;
let validate: ReturnType<typeof answerValidator>;
beforeAll(async () => {
  seeded = await createSeededApp();
  document = (await (await seeded.app.request('/api/openapi.json')).json()) as OpenApiDocument;
  validate = answerValidator(document);
  state = await prepareTour(seeded);
});
afterAll(() => seeded.database.close());

/** Writes that act on the records their path names and read no body. */
const BODILESS_ACTIONS = new Set([
  'POST /api/publicaciones/{id}/revisiones/{revisionId}/restaurar',
  // RFC 8058: the mail client's form body says only List-Unsubscribe=One-Click; the key is the address.
  'POST /api/newsletter/baja/{clave}',
  'POST /api/newsletter/baja/{clave}/datos',
]);

const keys = (operations: Operation[]) => operations.map((operation) => operation.key).sort();

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with a bearer JWT security scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('API de Pupitre');
    expect(document.components?.securitySchemes?.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('documents every route the app serves, and only those', () => {
    const served = new Set(
      seeded.app.routes
        .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(keys(operationsOf(document))).toEqual([...served].sort());
  });

  it('declares the path parameters, query, body and a schema for every answer of each operation', () => {
    for (const { key, method, path, spec } of operationsOf(document)) {
      const parameters = spec.parameters ?? [];
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const parameter = parameters.find((candidate) => candidate.name === name && candidate.in === 'path');
        expect(parameter?.required && parameter.schema, `${key}: path parameter ${name}`).toBeTruthy();
      }
      const request = successTour[key]?.(state);
      const query = new URL(request?.path ?? '/', 'http://pupitre.test').searchParams;
      for (const name of query.keys()) {
        const parameter = parameters.find((candidate) => candidate.name === name && candidate.in === 'query');
        expect(parameter?.schema, `${key}: query parameter ${name}`).toBeDefined();
      }
      if (BODILESS_ACTIONS.has(key)) expect(spec.requestBody, `${key}: no body`).toBeUndefined();
      else if (method === 'POST' || method === 'PUT') {
        const body = spec.requestBody?.content?.['application/json']?.schema;
        expect(spec.requestBody?.required, `${key}: required body`).toBe(true);
        const properties = Object.keys((body?.properties as object | undefined) ?? {});
        expect(properties, `${key}: body fields`).toEqual(
          expect.arrayContaining(Object.keys(request?.body ?? {})),
        );
      }
      for (const [status, answer] of Object.entries(spec.responses)) {
        if (status === '304') continue;
        const media = Object.values(answer.content ?? {});
        expect(media.length, `${key}: content of ${status}`).toBeGreaterThan(0);
        for (const { schema } of media) expect(schema, `${key}: schema of ${status}`).toBeDefined();
      }
    }
  });

  it('has one successful request in the tour below for each documented operation', () => {
    expect(Object.keys(successTour).sort()).toEqual(keys(operationsOf(document)));
  });
});

describe('real answers match the documented schemas', () => {
  it.each(Object.entries(successTour))('%s', async (key, step) => {
    const operation = findOperation(document, key);
    const status = successStatus(operation);
    const answer = await sendTourRequest(seeded, operation.method, step(state));
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    const documented = Object.keys(operation.spec.responses[String(status)]?.content ?? {});
    const contentType = answer.headers.get('content-type')?.split(';')[0] ?? '';
    expect(documented).toContain(contentType);
    if (contentType === 'application/json') expect(validate(operation, status, answer.body)).toEqual([]);
  });

  it.each(errorTour)('refused for %s: %s answers %i', async (_what, key, status, step) => {
    const operation = findOperation(document, key);
    const answer = await sendTourRequest(seeded, operation.method, step(state));
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(validate(operation, status, answer.body)).toEqual([]);
  });

  it('fails an answer that drifts from its schema', () => {
    const operation = findOperation(document, 'GET /api/categorias');
    const category = { ID_categoria: 1, Nombre_categoria: 'Noticias', Descripcion: null, color: '#000' };
    expect(validate(operation, 200, [category])).toEqual([]);
    expect(validate(operation, 200, [{ ...category, ID_categoria: '1' }])).not.toEqual([]);
    expect(validate(operation, 200, [{ ...category, extra: true }])).not.toEqual([]);
  });
});

describe('headers and errors', () => {
  it('sets the security headers and answers unknown /api paths with 404 JSON', async () => {
    const answer = await seeded.app.request('/api/no-existe');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ detail: 'Recurso no encontrado.', request_id: expect.any(String) });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers 413 for bodies above the limit', async () => {
    const huge = JSON.stringify({ contenido: 'x'.repeat(22 * 1024 * 1024) });
    const answer = await sendTourRequest(seeded, 'POST', { path: '/api/contacto', raw: huge });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      detail: 'La solicitud es demasiado grande.',
      request_id: expect.any(String),
    });
  });

  it('answers each path with and without a trailing slash, as the spec clients call them', async () => {
    for (const path of ['/api/categorias', '/api/categorias/', '/api/auth/user/nadie/check/']) {
      expect((await seeded.app.request(path)).status, path).toBe(200);
    }
    for (const path of ['/api/auth/token', '/api/auth/token/']) {
      const answer = await sendTourRequest(seeded, 'POST', { path, body: ADMIN });
      expect(answer.status, path).toBe(200);
    }
  });

  it('refuses other origins by default (no CORS header)', async () => {
    const answer = await seeded.app.request('/api/categorias', {
      headers: { Origin: 'https://otro.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
