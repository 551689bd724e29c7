import { safeError } from './safe-error';

const REDACTED = '[redacted]';
const HIDDEN_EMAIL = '[email]';

/**
 * Keys whose values never reach a log: authorization headers, cookies, passwords (password,
 * password2, newPassword…), tokens (access, refresh, token, tokenHash…), hashes and emails.
 */
const SECRET_KEY =
  /authorization|cookie|password|contrase|token|secret|hash|e-?mail|correo|api-?key|^access$|^refresh$/i;

// Also matches an address whose @ is percent-encoded, as in a logged query string or path.
const EMAIL_ADDRESS = /[\w.+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

const MAX_DEPTH = 8;

/** Email addresses inside free text, replaced by a marker. */
export function hideEmails(text: string): string {
  return text.replace(EMAIL_ADDRESS, HIDDEN_EMAIL);
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value instanceof Error) return safeError(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth >= MAX_DEPTH) return REDACTED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redactValue(item, depth + 1, seen);
  }
  return copy;
}

/** A copy of a log entry's fields with secrets redacted at any depth and errors reduced to `safeError`. */
export function redactSecrets(fields: Record<string, unknown>): Record<string, unknown> {
  return redactValue(fields, 0, new WeakSet()) as Record<string, unknown>;
}
