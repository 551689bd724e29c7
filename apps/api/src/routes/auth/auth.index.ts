import { routerOf } from '../../http/router';
import * as account from './account.handlers';
import * as accountRoutes from './account.routes';
import * as availability from './availability.handlers';
import * as availabilityRoutes from './availability.routes';
import * as login from './login.handlers';
import * as loginRoutes from './login.routes';
import * as reset from './password-reset.handlers';
import * as resetRoutes from './password-reset.routes';
import * as registration from './register.handlers';
import * as registrationRoutes from './register.routes';

export const authRouter = routerOf(
  [availabilityRoutes.checkUsername, availability.checkUsername],
  [availabilityRoutes.checkEmail, availability.checkEmail],
  [registrationRoutes.register, registration.register],
  [loginRoutes.login, login.login],
  [loginRoutes.refresh, login.refresh],
  [loginRoutes.logout, login.logout],
  [accountRoutes.currentUser, account.currentUser],
  [accountRoutes.deleteAccount, account.deleteAccount],
  [resetRoutes.requestReset, reset.requestReset],
  [resetRoutes.confirmReset, reset.confirmReset],
);
