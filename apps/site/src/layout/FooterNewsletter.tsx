import { NewsletterBox } from '@pupitre/ui';
import { NEWSLETTER_BOXES } from '../forms/newsletter-boxes';
import { useNewsletterBox } from '../forms/use-newsletter-box';

export const FOOTER_NEWSLETTER = {
  title: 'Recibe nuestros artículos',
  emailLabel: 'Tu correo',
  submitLabel: 'Suscribirse',
} as const;

/**
 * The footer's sign-up on every page. Its own words, so that on a category page it is told apart from
 * the category's box ("Suscríbete al newsletter", "Correo electrónico", "Suscribirme").
 */
export function FooterNewsletter() {
  return (
    <NewsletterBox
      title={FOOTER_NEWSLETTER.title}
      emailLabel={FOOTER_NEWSLETTER.emailLabel}
      submitLabel={FOOTER_NEWSLETTER.submitLabel}
      {...useNewsletterBox(NEWSLETTER_BOXES.footer)}
    />
  );
}
