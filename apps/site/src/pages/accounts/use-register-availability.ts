import {
  checkEmail,
  checkUsername,
  emailCheckRequestSchema,
  registerMessages,
  registerRequestSchema,
} from '@pupitre/data';
import { apiClient } from '../../api-client';
import { type AvailabilityStatus, useAvailability, useCheckWhenSettled } from './use-availability';

/** The username is checked on each change, debounced lightly so a fast typist causes one call. */
export const USERNAME_CHECK_DELAY_MS = 300;
/** The email is checked 800 ms after typing stops (§9), and on blur. */
export const EMAIL_CHECK_DELAY_MS = 800;

const CHECKING = 'Comprobando disponibilidad...';

const askUsername = (username: string) => checkUsername(apiClient, username);
const askEmail = (email: string) => checkEmail(apiClient, email);

/** The value as it would be sent, or null while it is not valid (no point asking the server). */
function checkable(rule: { safeParse(value: unknown): { success: boolean; data?: unknown } }, value: string) {
  const parsed = rule.safeParse(value);
  return parsed.success && typeof parsed.data === 'string' ? parsed.data : null;
}

export interface FieldFeedback {
  status: AvailabilityStatus;
  hint?: string;
  error?: string;
}

function feedback(status: AvailabilityStatus, available: string, taken: string): FieldFeedback {
  if (status === 'checking') return { status, hint: CHECKING };
  if (status === 'available') return { status, hint: available };
  if (status === 'taken') return { status, error: taken };
  return { status };
}

/**
 * Live availability of the register form's username and email (accounts-admin §4-§5), skipped in
 * development mode or by the development bypass flags.
 */
export function useRegisterAvailability(
  username: string,
  email: string,
  skip: { username: boolean; email: boolean },
) {
  const usernames = useAvailability(askUsername);
  const emails = useAvailability(askEmail);
  const usernameValue = checkable(registerRequestSchema.shape.username, username);
  const emailValue = checkable(emailCheckRequestSchema.shape.email, email);

  useCheckWhenSettled(usernameValue, USERNAME_CHECK_DELAY_MS, !skip.username, usernames.verify);
  useCheckWhenSettled(emailValue, EMAIL_CHECK_DELAY_MS, !skip.email, emails.verify);

  const usernameStatus = skip.username ? 'unknown' : usernames.statusOf(usernameValue);
  const emailStatus = skip.email ? 'unknown' : emails.statusOf(emailValue);

  return {
    username: feedback(usernameStatus, 'Nombre de usuario disponible', registerMessages.usernameTaken),
    email: feedback(emailStatus, 'Correo electrónico disponible', registerMessages.emailTaken),
    /** On blur the email is checked at once when its format is valid. */
    checkEmailNow(value: string) {
      const candidate = checkable(emailCheckRequestSchema.shape.email, value);
      if (!skip.email && candidate !== null) void emails.verify(candidate);
    },
    /** Fresh checks before the register call; undefined when skipped. */
    verifyUsername: skip.username ? undefined : (value: string) => usernames.verify(value, true),
    verifyEmail: skip.email ? undefined : (value: string) => emails.verify(value, true),
    markTaken(field: 'username' | 'email', value: string) {
      (field === 'username' ? usernames : emails).markTaken(value);
    },
  };
}
