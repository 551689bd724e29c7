import type { Messages } from '../../messages/default-messages';
import { newsletterMessages } from '../../messages/groups';

/**
 * The newsletter box's default Spanish copy (reading-area §2, §5, §8), kept for earlier imports: the box
 * reads `useMessages({ newsletter }).newsletter`, which a <MessagesProvider> can replace.
 */
export const newsletterCopy = newsletterMessages;

/** The app's email rule: true when an address (already trimmed) has an acceptable shape. */
export type EmailRule = (email: string) => boolean;

/** The problem with an email address under the app's rule (in `copy`), or null when it can be submitted. */
export function validateNewsletterEmail(
  email: string,
  isValidEmail: EmailRule,
  copy: Pick<Messages['newsletter'], 'required' | 'invalid'> = newsletterCopy,
): string | null {
  const value = email.trim();
  if (!value) return copy.required;
  return isValidEmail(value) ? null : copy.invalid;
}
