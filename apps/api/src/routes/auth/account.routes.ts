import { detailSchema, userWireSchema } from '@pupitre/data';
import { auth } from './auth.group';
import { authMessages } from './auth.messages';

export const currentUser = auth.get('/user', {
  summary: 'Usuario actual (también /api/auth/user/)',
  access: 'signedIn',
  answer: [userWireSchema, 'El usuario, sin contraseña.'],
});

export const deleteAccount = auth.delete('/user', {
  summary: 'Eliminar la cuenta propia',
  access: 'signedIn',
  answer: [detailSchema, authMessages.accountDeleted],
  errors: { 409: authMessages.lastSuperuser },
});
