import { bearerAuth, errorAnswer } from '../http/contract';
import { accessMessages, signedIn, superuserOnly } from './session.middleware';

/** Route parts for a signed-in caller: the bearer scheme, and the guard that runs before validation. */
export const signedInAccess = { security: bearerAuth, middleware: signedIn };

/** Route parts for a superuser: the bearer scheme, and the guard that runs before validation. */
export const superuserAccess = { security: bearerAuth, middleware: superuserOnly };

export const signedInFailures = { 401: errorAnswer(accessMessages.notAuthenticated) };

export const superuserFailures = { ...signedInFailures, 403: errorAnswer(accessMessages.forbidden) };
