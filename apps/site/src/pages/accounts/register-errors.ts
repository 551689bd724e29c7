import { ApiError } from '@pupitre/data';

/** The register form's fields, in the order they appear (the first with an error gets the focus). */
export const REGISTER_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'terms',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type FieldMessages = Partial<Record<RegisterField, string>>;

export const REGISTER_FALLBACK = 'Error al registrar. Por favor intenta nuevamente más tarde.';
export const USERNAME_CONFLICT = 'Este nombre de usuario ya está en uso. Intenta con otro.';
export const EMAIL_CONFLICT = 'Este correo electrónico ya está registrado. Intenta con otro.';

/** The API speaks snake_case and `password2`; the form has its own names. */
const FORM_FIELD: Record<string, RegisterField> = {
  first_name: 'firstName',
  firstName: 'firstName',
  last_name: 'lastName',
  lastName: 'lastName',
  username: 'username',
  email: 'email',
  password: 'password',
  password2: 'confirmPassword',
  confirmPassword: 'confirmPassword',
};

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) return value.map(firstText).find(Boolean);
  return undefined;
}

function fieldOf(entry: Record<string, unknown>): RegisterField | undefined {
  const path = entry.field ?? entry.path ?? entry.loc ?? entry.param;
  const name = Array.isArray(path) ? path[path.length - 1] : path;
  return typeof name === 'string' ? FORM_FIELD[name] : undefined;
}

/**
 * Field messages from an error answer's `errors`: an array of `{field, msg}` (this API; `path`, `loc`
 * and `param` are read too) or an object of field → message(s). Entries without a known field are left
 * to the banner.
 */
export function fieldMessagesFrom(errors: unknown): FieldMessages {
  const messages: FieldMessages = {};
  const add = (field: RegisterField | undefined, message: string | undefined) => {
    if (field && message && !messages[field]) messages[field] = message;
  };
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      if (entry === null || typeof entry !== 'object') continue;
      const record = entry as Record<string, unknown>;
      add(fieldOf(record), firstText(record.msg ?? record.message));
    }
  } else if (errors !== null && typeof errors === 'object') {
    for (const [name, value] of Object.entries(errors)) add(FORM_FIELD[name], firstText(value));
  }
  return messages;
}

export interface RegisterFailure {
  /** The general message above the form. */
  banner: string;
  fieldMessages: FieldMessages;
  /** The server refused the value of this field as already used. */
  taken: ('username' | 'email')[];
}

const MENTIONS_USERNAME = /nombre de usuario|usuario ya está|username/i;
const MENTIONS_EMAIL = /correo|email/i;

function fieldMentioned(status: number, message: string): 'username' | 'email' | null {
  // A network failure is about neither, whatever its wording.
  if (status === 0) return null;
  if (MENTIONS_USERNAME.test(message)) return 'username';
  return MENTIONS_EMAIL.test(message) ? 'email' : null;
}

/** accounts-admin §8, "Register failure". */
export function registerFailure(error: unknown): RegisterFailure {
  if (!(error instanceof ApiError)) return { banner: REGISTER_FALLBACK, fieldMessages: {}, taken: [] };
  const message = error.detail.trim();
  const fieldMessages = fieldMessagesFrom(error.errors);
  const about = fieldMentioned(error.status, message);
  if (about) {
    fieldMessages[about] ??= message;
    return { banner: `Error en el registro: ${message}`, fieldMessages, taken: [about] };
  }
  return { banner: message || REGISTER_FALLBACK, fieldMessages, taken: [] };
}
