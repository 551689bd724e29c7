import { detailSchema, userWireSchema } from '@pupitre/data';
import { jsonRoute } from '../../http/json-route';
import { authMessages } from './auth.messages';

const tags = ['auth'];

export const currentUser = jsonRoute({
  method: 'get',
  path: '/user',
  tags,
  summary: 'Usuario actual (también /api/auth/user/)',
  access: 'signedIn',
  answer: [userWireSchema, 'El usuario, sin contraseña.'],
});

export const deleteAccount = jsonRoute({
  method: 'delete',
  path: '/user',
  tags,
  summary: 'Eliminar la cuenta propia',
  access: 'signedIn',
  answer: [detailSchema, authMessages.accountDeleted],
  errors: { 409: authMessages.lastSuperuser },
});
