import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

/** A required text field: trimmed, and one Spanish message when it is missing or blank. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { message: message, abort: true });

/** A required password-like field that is never trimmed (spaces are part of a password). */
export const requiredSecret = (message: string) =>
  z.string({ error: message }).min(1, { message: message, abort: true });

/**
 * 'Las contraseñas no coinciden' for a form, checked beside the fields (joined with `.and`) rather than
 * as a refinement after them: zod skips an object's refinements while any field is invalid, which would
 * hide a mismatch until the rest of the form is fixed. An empty confirmation keeps its own message.
 */
export function passwordPair<Key extends string, Confirm extends string>(
  key: Key,
  confirm: Confirm,
  message: string,
) {
  const shape = { [key]: z.unknown(), [confirm]: z.unknown() } as Record<Key | Confirm, z.ZodUnknown>;
  return z.object(shape).refine(
    (pair) => {
      const values = pair as Record<string, unknown>;
      const confirmation = values[confirm];
      return typeof confirmation !== 'string' || confirmation === '' || values[key] === confirmation;
    },
    { path: [confirm], message },
  );
}
