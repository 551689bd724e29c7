import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loggerOf } from '../log/logger';
import { errorHandler } from './error-handler';
import { jsonRoute } from './json-route';
import { createRouter } from './router';

// No app is built here: loading the router alone must be enough for zod to answer in Spanish.
const router = createRouter().openapi(
  jsonRoute({
    method: 'post',
    path: '/prueba',
    tags: ['prueba'],
    summary: 'Prueba',
    body: z.object({ cantidad: z.number(), nombre: z.string({ error: 'El nombre es requerido' }) }),
    answer: [z.object({}), 'Nada.'],
  }),
  (c) => c.json({}, 200),
);
router.onError(errorHandler(loggerOf(() => {})));

describe('validation messages', () => {
  it("are zod's Spanish ones for a rule without a message of its own, and the schema's own otherwise", async () => {
    const answer = await router.request('/prueba', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cantidad: 'mucho' }),
    });
    expect(answer.status).toBe(400);
    const { errors } = (await answer.json()) as { errors: { field: string; message: string }[] };
    expect(errors).toEqual([
      expect.objectContaining({
        field: 'cantidad',
        message: 'Entrada inválida: se esperaba número, recibido texto',
      }),
      expect.objectContaining({ field: 'nombre', message: 'El nombre es requerido' }),
    ]);
  });
});
