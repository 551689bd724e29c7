import { emailCheckRequestSchema, registerMessages, usernameCheckSchema } from '@pupitre/data';
import { useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  type Availability,
  type AvailabilityField,
  useAvailabilityActions,
  useAvailabilityCheck,
} from '../queries/availability';

/** The username is checked on each change, debounced lightly so a fast typist causes one call. */
export const USERNAME_CHECK_DELAY_MS = 300;
/** The email is checked 800 ms after typing stops (§9), and on blur. */
export const EMAIL_CHECK_DELAY_MS = 800;

const CHECKING = 'Comprobando disponibilidad...';

/** accounts-admin §4: unknown, checking, available (true), taken (false). */
export type AvailabilityStatus = 'unknown' | 'checking' | Availability;

const rules = { username: usernameCheckSchema, email: emailCheckRequestSchema.shape.email };

/** The value as it would be sent, or null while it is not valid (no point asking the server). */
function checkable(field: AvailabilityField, value: string): string | null {
  const parsed = rules[field].safeParse(value);
  return parsed.success ? parsed.data : null;
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
 * The availability of one field's current value: asked once the value has settled for `delayMs`, or at
 * once when it equals `checkNow`. Unknown while the value is invalid, unsettled or the check skipped.
 */
function useAvailability(
  field: AvailabilityField,
  value: string | null,
  delayMs: number,
  skip: boolean,
  checkNow: string | null,
) {
  const settled = useDebouncedValue(value, delayMs);
  const target = value !== null && value === checkNow ? value : settled;
  const check = useAvailabilityCheck(field, target, !skip);
  if (skip || value === null || target !== value) return 'unknown';
  if (check.isFetching) return 'checking';
  return check.data ?? 'unknown';
}

/**
 * Live availability of the register form's username and email (accounts-admin §4-§5), skipped in
 * development mode or by the development bypass flags. TanStack Query holds the answers: one call per
 * value, shared by the live check, the blur check and the feedback.
 */
export function useRegisterAvailability(
  username: string,
  email: string,
  skip: { username: boolean; email: boolean },
) {
  const { verify, markTaken } = useAvailabilityActions();
  const [blurredEmail, setBlurredEmail] = useState<string | null>(null);
  const usernameValue = checkable('username', username);
  const emailValue = checkable('email', email);
  const usernameStatus = useAvailability(
    'username',
    usernameValue,
    USERNAME_CHECK_DELAY_MS,
    skip.username,
    null,
  );
  const emailStatus = useAvailability('email', emailValue, EMAIL_CHECK_DELAY_MS, skip.email, blurredEmail);

  return {
    username: feedback(usernameStatus, 'Nombre de usuario disponible', registerMessages.usernameTaken),
    email: feedback(emailStatus, 'Correo electrónico disponible', registerMessages.emailTaken),
    /** On blur the email is checked at once when its format is valid. */
    checkEmailNow(value: string) {
      setBlurredEmail(checkable('email', value));
    },
    /** Fresh checks before the register call; undefined when skipped. */
    verifyUsername: skip.username ? undefined : (value: string) => verify('username', value),
    verifyEmail: skip.email ? undefined : (value: string) => verify('email', value),
    /** The server refused the registration because of this value. */
    markTaken,
  };
}
