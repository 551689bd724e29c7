import { createRoute } from '@hono/zod-openapi';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageUploadAnswerSchema,
  imageUploadRequestSchema,
} from '@pupitre/data';
import { z } from 'zod';
import { errorAnswer, invalidAnswer } from '../../http/contract';
import { jsonRoute } from '../../http/json-route';
import { positiveId } from '../../http/request-params';
import { COVER_MAX_BYTES, imageMessages, imageTypes } from '../../images/decode-image';

export const IMAGE_NOT_FOUND = 'No se encontró la imagen solicitada.';

const imageBytes = { schema: z.string().meta({ format: 'binary' }) };

export const VARIANT_WIDTH_MESSAGE = `El ancho debe ser uno de estos: ${IMAGE_VARIANT_WIDTHS.join(', ')}`;
export const VARIANT_FORMAT_MESSAGE = `El formato debe ser uno de estos: ${IMAGE_VARIANT_FORMATS.join(', ')}`;
export const VARIANT_PAIR_MESSAGE = 'El ancho y el formato se piden juntos';

const widthNames = IMAGE_VARIANT_WIDTHS.map(String) as [string, ...string[]];

/** Both or neither: the original as stored, or one of its scaled copies. */
const variantQuery = z
  .object({
    ancho: z
      .enum(widthNames, { error: VARIANT_WIDTH_MESSAGE })
      .transform(Number)
      .optional()
      .meta({ description: 'Ancho de la copia, en píxeles (nunca mayor que el original).' }),
    formato: z.enum(IMAGE_VARIANT_FORMATS, { error: VARIANT_FORMAT_MESSAGE }).optional(),
  })
  .refine((query) => (query.ancho === undefined) === (query.formato === undefined), {
    path: ['formato'],
    error: VARIANT_PAIR_MESSAGE,
  });

export const one = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['imagenes'],
  summary:
    'Una imagen guardada (portada o avatar), o una copia reducida en AVIF o WebP; caché inmutable y ETag',
  request: { params: z.object({ id: positiveId(IMAGE_NOT_FOUND) }), query: variantQuery },
  responses: {
    200: {
      description: 'Los bytes de la imagen.',
      content: Object.fromEntries([...imageTypes, 'image/avif'].map((type) => [type, imageBytes])),
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
