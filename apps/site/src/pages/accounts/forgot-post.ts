import { type ApiClient, forgotPasswordSchema } from '@pupitre/data';
import { fieldMessagesOf, textOf } from '../../forms/field-messages';
import { requestPasswordReset } from '../../queries/api-calls';
import { forgotErrorMessage } from './password-errors';

/** What /forgot-password shows after its form was posted without scripts: the same views as with them. */
export type ForgotPostOutcome =
  | { kind: 'form'; email: string; error: string }
  | { kind: 'success'; email: string }
  | { kind: 'error'; message: string };

/** The same schema and the same request as the form in the browser (accounts-admin §4, §8). */
export async function answerForgotPost(
  fields: Record<string, string>,
  client: ApiClient,
): Promise<ForgotPostOutcome> {
  const email = textOf(fields, 'email');
  const parsed = forgotPasswordSchema.safeParse({ email });
  if (!parsed.success) {
    return { kind: 'form', email, error: fieldMessagesOf<'email'>(parsed.error).email ?? '' };
  }
  try {
    await requestPasswordReset(client, parsed.data.email);
    return { kind: 'success', email: parsed.data.email };
  } catch (error) {
    return { kind: 'error', message: forgotErrorMessage(error) };
  }
}
