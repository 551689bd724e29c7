import { isEmail } from '@pupitre/data';
import { NewsletterBox } from '@pupitre/ui';
import { useState } from 'react';
import { useSubscribeNewsletter } from '../queries/forms';

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
  const [email, setEmail] = useState('');
  const subscription = useSubscribeNewsletter();
  return (
    <NewsletterBox
      title={FOOTER_NEWSLETTER.title}
      emailLabel={FOOTER_NEWSLETTER.emailLabel}
      submitLabel={FOOTER_NEWSLETTER.submitLabel}
      email={email}
      onEmailChange={setEmail}
      isValidEmail={isEmail}
      status={subscription.isPending ? 'submitting' : subscription.status}
      errorMessage={subscription.error?.message}
      onSubmit={(value) =>
        subscription.mutate(value, {
          onSuccess: () => setEmail(''),
        })
      }
    />
  );
}
