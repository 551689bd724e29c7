import { createRoute } from '@hono/zod-openapi';
import { avatarAnswerSchema, avatarMessages, avatarRequestSchema } from '@pupitre/data';
import { signedInFailures } from '../../auth/route-access';
import { signedIn } from '../../auth/session.middleware';
import {
  bearerAuth,
  bodyFailures,
  errorAnswer,
  jsonBody,
  jsonContent,
  tooManyRequests,
} from '../../http/contract';
import { invalidBodyDetail } from '../../http/validation';

export const AVATAR_NOT_YOURS = 'Solo puedes cambiar tu propio avatar.';

export const updateAvatar = createRoute({
  method: 'put',
  path: '/avatar',
  tags: ['users'],
  summary: 'Cambiar el avatar propio (JPEG, PNG, WebP o GIF de hasta 2 MB)',
  security: bearerAuth,
  middleware: [signedIn, invalidBodyDetail(avatarMessages.noData)],
  request: { body: jsonBody(avatarRequestSchema) },
  responses: {
    200: jsonContent(avatarAnswerSchema, 'Avatar actualizado correctamente'),
    ...bodyFailures,
    ...signedInFailures,
    403: errorAnswer(AVATAR_NOT_YOURS),
    413: errorAnswer('La imagen supera el tamaño máximo permitido (2 MB).'),
    ...tooManyRequests,
  },
});
