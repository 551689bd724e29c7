import { type ApiClient, registerFormSchema } from '@pupitre/data';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../paths';
import { register } from '../queries/api-calls';
import { availabilityQueries } from '../queries/availability';
import { fieldMessagesOf, textOf } from './field-messages';
import type { FieldMessages } from './register-errors';
import { submitRegistration } from './register-submit';

/** The query parameter /login reads when a registration posted without scripts succeeded. */
export const REGISTERED_PARAM = 'registrado';

/** What the register page shows after a refused post: the values back (never the passwords), and why. */
export interface RegisterPostOutcome {
  values: { firstName: string; lastName: string; username: string; email: string; terms: boolean };
  fieldMessages: FieldMessages;
  banner: string | null;
}

export type RegisterPostAnswer = { redirect: string } | { outcome: RegisterPostOutcome };

export interface RegisterPost {
  fields: Record<string, string>;
  client: ApiClient;
  queryClient: QueryClient;
  /** Where the reader was going (`next`), kept through to the login that follows. */
  returnPath: string | undefined;
}

/**
 * The register form posted without scripts (accounts-admin §4, §5, §8): the same schema, the same
 * availability checks and the same register call as the form in the browser, so the same messages.
 * Success goes on to /login, as it does with scripts.
 */
export async function answerRegisterPost({
  fields,
  client,
  queryClient,
  returnPath,
}: RegisterPost): Promise<RegisterPostAnswer> {
  const posted = {
    firstName: textOf(fields, 'firstName'),
    lastName: textOf(fields, 'lastName'),
    username: textOf(fields, 'username'),
    email: textOf(fields, 'email'),
    password: textOf(fields, 'password'),
    confirmPassword: textOf(fields, 'confirmPassword'),
    terms: fields.terms !== undefined,
  };
  const { password: _password, confirmPassword: _confirm, ...values } = posted;
  const refused = (fieldMessages: FieldMessages, banner: string | null = null) => ({
    outcome: { values, fieldMessages, banner },
  });

  const parsed = registerFormSchema.safeParse(posted);
  if (!parsed.success) return refused(fieldMessagesOf(parsed.error));
  const check = (field: 'username' | 'email') => (value: string) =>
    queryClient.fetchQuery(availabilityQueries.of(client, field, value));
  const outcome = await submitRegistration(parsed.data, {
    devMode: false,
    checkUsername: check('username'),
    checkEmail: check('email'),
    send: (request) => register(client, request),
  });
  if (outcome.kind === 'registered') {
    const login = paths.login(returnPath);
    return { redirect: `${login}${login.includes('?') ? '&' : '?'}${REGISTERED_PARAM}` };
  }
  if (outcome.kind === 'conflict') {
    return refused(Object.fromEntries(outcome.conflicts.map(({ field, message }) => [field, message])));
  }
  return refused(outcome.failure.fieldMessages, outcome.failure.banner);
}
