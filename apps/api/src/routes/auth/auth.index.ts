import { routerOf, served } from '../../http/router';
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
  ...served(availabilityRoutes, availability, 'checkUsername', 'checkEmail'),
  ...served(registrationRoutes, registration, 'register'),
  ...served(loginRoutes, login, 'login', 'refresh', 'logout'),
  ...served(accountRoutes, account, 'currentUser', 'deleteAccount'),
  ...served(resetRoutes, reset, 'requestReset', 'confirmReset'),
);
