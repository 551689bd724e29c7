import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { checkEmail, checkUsername, currentUser, deleteAccount, register } from './account.handlers';
import { login, refresh } from './login.handlers';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.handlers';

export const authRouter = new Hono<AppEnv>({ strict: false })
  .get('/user/:username/check', checkUsername)
  .post('/email/check', checkEmail)
  .post('/register', register)
  .post('/token', login)
  .post('/token/refresh', refresh)
  .get('/user', currentUser)
  .delete('/user', deleteAccount)
  .post('/password-reset', requestPasswordReset)
  .post('/password-reset/confirm', confirmPasswordReset);
