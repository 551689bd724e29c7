import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswer, invalidAnswer } from '../../http/contract';
import { positiveId } from '../../http/request-params';
import { imageTypes } from '../../images/decode-image';

export const IMAGE_NOT_FOUND = 'No se encontró la imagen solicitada.';

const imageBytes = { schema: z.string().meta({ format: 'binary' }) };

export const one = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['imagenes'],
  summary: 'Una imagen guardada (portada o avatar), con caché inmutable y ETag',
  request: { params: z.object({ id: positiveId(IMAGE_NOT_FOUND) }) },
  responses: {
    200: {
      description: 'Los bytes de la imagen.',
      content: Object.fromEntries(imageTypes.map((type) => [type, imageBytes])),
    },
    304: { description: 'La copia del cliente (If-None-Match) sigue siendo válida.' },
    ...invalidAnswer,
    404: errorAnswer(IMAGE_NOT_FOUND),
  },
});
