import { NewsletterBox } from '@pupitre/ui';
import { NEWSLETTER_BOXES } from '../../forms/newsletter-boxes';
import { useNewsletterBox } from '../../forms/use-newsletter-box';

export const NEWSLETTER_SUCCESS_MS = 4000;

/** 'Suscríbete al newsletter': the thanks go away after a while and the box is ready for another address. */
export function CategoryNewsletter() {
  return <NewsletterBox {...useNewsletterBox(NEWSLETTER_BOXES.category, NEWSLETTER_SUCCESS_MS)} />;
}
