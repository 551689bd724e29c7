import { createRoute, z } from '@hono/zod-openapi';

const check = z.enum(['ok', 'failing', 'skipped']);

const probeAnswer = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), check).optional(),
});

const probe = (schema: z.ZodType, ok: string, unavailable: string) => ({
  200: { content: { 'application/json': { schema } }, description: ok },
  503: { content: { 'application/json': { schema } }, description: unavailable },
});

export const live = createRoute({
  method: 'get',
  path: '/api/health/live',
  tags: ['health'],
  summary: 'El proceso responde (liveness)',
  responses: probe(probeAnswer, 'El proceso está vivo', 'Nunca: un proceso que no responde no contesta'),
});

export const ready = createRoute({
  method: 'get',
  path: '/api/health/ready',
  tags: ['health'],
  summary: 'La instancia puede recibir tráfico (readiness)',
  responses: probe(
    probeAnswer.extend({
      checks: z.object({ shutdown: check, database: check, migrations: check, listener: check }),
    }),
    'Lista: base de datos al día y respondiendo en menos de 1 s',
    'No lista: apagándose, base de datos caída o lenta, migraciones pendientes o escucha de cambios caída',
  ),
});
