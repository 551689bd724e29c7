import { isEmail } from '@pupitre/data';
import { NewsletterBox } from '@pupitre/ui';
import { useEffect, useState } from 'react';
import { useSubscribeNewsletter } from '../../queries/forms';

export const NEWSLETTER_SUCCESS_MS = 4000;

/** 'Suscríbete al newsletter': stored through POST /api/newsletter (ARCHITECTURE decision 4). */
export function CategoryNewsletter() {
  const [email, setEmail] = useState('');
  const subscription = useSubscribeNewsletter();
  const { isSuccess, reset } = subscription;

  // The thanks go away after a while and the box is ready for another address.
  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);

  return (
    <NewsletterBox
      email={email}
      onEmailChange={setEmail}
      isValidEmail={isEmail}
      status={subscription.isPending ? 'submitting' : subscription.status}
      errorMessage={subscription.error?.message}
      onSubmit={async (value) => {
        try {
          await subscription.mutateAsync(value);
          setEmail('');
        } catch {
          // Shown from the mutation's state.
        }
      }}
    />
  );
}
