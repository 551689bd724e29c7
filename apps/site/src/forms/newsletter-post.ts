import { type ApiClient, ApiError, isEmail } from '@pupitre/data';
import { newsletterCopy, validateNewsletterEmail } from '@pupitre/ui';
import { subscribeNewsletter } from '../queries/api-calls';
import { textOf } from './field-messages';

import { NEWSLETTER_BOXES, type NewsletterPostOutcome } from './newsletter-boxes';

/** The hidden field a newsletter box posts its name in (NewsletterBox's `formName`). */
const BOX_FIELD = 'formulario';
const boxNames = new Set<string>(Object.values(NEWSLETTER_BOXES));

/** A newsletter box's form, posted from whichever page holds it. */
export const isNewsletterPost = (fields: Record<string, string>) => boxNames.has(textOf(fields, BOX_FIELD));

/** The same rule, messages and request as the box in the browser (reading-area §2, §5, §8). */
export async function answerNewsletterPost(
  fields: Record<string, string>,
  client: ApiClient,
): Promise<NewsletterPostOutcome> {
  const box = textOf(fields, BOX_FIELD);
  const email = textOf(fields, 'email');
  const problem = validateNewsletterEmail(email, isEmail);
  if (problem) return { box, email, kind: 'problem', problem };
  try {
    await subscribeNewsletter(client, email.trim());
    return { box, email: '', kind: 'success' };
  } catch (error) {
    const message = error instanceof ApiError && error.message ? error.message : newsletterCopy.error;
    return { box, email, kind: 'error', message };
  }
}
