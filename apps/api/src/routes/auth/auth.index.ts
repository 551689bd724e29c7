import { createRouter } from '../../http/router';
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

export const authRouter = createRouter()
  .openapi(availabilityRoutes.checkUsername, availability.checkUsername)
  .openapi(availabilityRoutes.checkEmail, availability.checkEmail)
  .openapi(registrationRoutes.register, registration.register)
  .openapi(loginRoutes.login, login.login)
  .openapi(loginRoutes.refresh, login.refresh)
  .openapi(accountRoutes.currentUser, account.currentUser)
  .openapi(accountRoutes.deleteAccount, account.deleteAccount)
  .openapi(resetRoutes.requestReset, reset.requestReset)
  .openapi(resetRoutes.confirmReset, reset.confirmReset);
