import { createRoute } from '@hono/zod-openapi';
import { detailSchema, userWireSchema } from '@pupitre/data';
import { signedInAccess, signedInFailures } from '../../auth/route-access';
import { errorAnswer, jsonContent } from '../../http/contract';
import { authMessages } from './auth.messages';

const tags = ['auth'];

export const currentUser = createRoute({
  method: 'get',
  path: '/user',
  tags,
  summary: 'Usuario actual (también /api/auth/user/)',
  ...signedInAccess,
  responses: { 200: jsonContent(userWireSchema, 'El usuario, sin contraseña.'), ...signedInFailures },
});

export const deleteAccount = createRoute({
  method: 'delete',
  path: '/user',
  tags,
  summary: 'Eliminar la cuenta propia',
  ...signedInAccess,
  responses: {
    200: jsonContent(detailSchema, authMessages.accountDeleted),
    ...signedInFailures,
    409: errorAnswer(authMessages.lastSuperuser),
  },
});
