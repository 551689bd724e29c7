import { createRoute } from '@hono/zod-openapi';
import { imageUploadAnswerSchema, imageUploadRequestSchema } from '@pupitre/data';
import { z } from 'zod';
import { errorAnswer, invalidAnswer } from '../../http/contract';
import { jsonRoute } from '../../http/json-route';
import { positiveId } from '../../http/request-params';
import { COVER_MAX_BYTES, imageMessages, imageTypes } from '../../images/decode-image';

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

/** The editor's "insert image": stored at once, hidden from visitors until a published post shows it. */
export const upload = jsonRoute({
  method: 'post',
  path: '/',
  tags: ['imagenes'],
  summary: 'Subir una imagen para el cuerpo de una publicación (administradores)',
  access: 'superuser',
  body: imageUploadRequestSchema,
  status: 201,
  answer: [imageUploadAnswerSchema, 'La imagen guardada: su id y su dirección absoluta.'],
  errors: { 413: imageMessages.tooLarge(COVER_MAX_BYTES) },
  rateLimited: true,
});
