import type { RegisterRequest } from '@pupitre/data';
import type { Availability } from '../queries/availability';
import { DEV_REGISTER_DELAY_MS } from './dev-mode';
import {
  EMAIL_CONFLICT,
  type RegisterFailure,
  type RegisterField,
  registerFailure,
  USERNAME_CONFLICT,
} from './register-errors';

/** The register form once `registerFormSchema` has accepted it (trimmed, username lower-cased). */
export interface RegisterValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

/** Handed to /login through the navigation state (see pages/accounts/navigation-notice). */
export const REGISTER_SUCCESS = '¡Registro exitoso! Ahora puedes iniciar sesión.';
export const REGISTER_SUCCESS_DEV = '¡Registro exitoso en modo desarrollo! Ahora puedes iniciar sesión.';

export type RegisterOutcome =
  | { kind: 'registered'; message: string }
  | {
      kind: 'conflict';
      conflicts: { field: Extract<RegisterField, 'username' | 'email'>; message: string }[];
    }
  | { kind: 'failed'; failure: RegisterFailure };

export interface RegisterSteps {
  /** Development mode (development builds only): no server, a simulated success after 1 s. */
  devMode: boolean;
  /** Fresh availability checks; a missing one is skipped (the development bypass flags). */
  checkUsername?: (username: string) => Promise<Availability>;
  checkEmail?: (email: string) => Promise<Availability>;
  send: (request: RegisterRequest) => Promise<unknown>;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The register form's payload for POST /api/auth/register/, username lower-cased (§5). */
export function registerRequestOf(values: RegisterValues): RegisterRequest {
  return {
    username: values.username.trim().toLowerCase(),
    email: values.email.trim(),
    password: values.password,
    password2: values.confirmPassword,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
  };
}

/**
 * accounts-admin §4-§5: both availability checks must pass before the register call, and only an
 * explicit "taken" blocks it.
 */
export async function submitRegistration(
  values: RegisterValues,
  steps: RegisterSteps,
): Promise<RegisterOutcome> {
  if (steps.devMode) {
    await (steps.wait ?? sleep)(DEV_REGISTER_DELAY_MS);
    return { kind: 'registered', message: REGISTER_SUCCESS_DEV };
  }
  const request = registerRequestOf(values);
  const [username, email] = await Promise.all([
    steps.checkUsername?.(request.username) ?? 'available',
    steps.checkEmail?.(request.email) ?? 'available',
  ]);
  const conflicts: Extract<RegisterOutcome, { kind: 'conflict' }>['conflicts'] = [];
  if (username === 'taken') conflicts.push({ field: 'username', message: USERNAME_CONFLICT });
  if (email === 'taken') conflicts.push({ field: 'email', message: EMAIL_CONFLICT });
  if (conflicts.length > 0) return { kind: 'conflict', conflicts };
  try {
    await steps.send(request);
    return { kind: 'registered', message: REGISTER_SUCCESS };
  } catch (error) {
    return { kind: 'failed', failure: registerFailure(error) };
  }
}
