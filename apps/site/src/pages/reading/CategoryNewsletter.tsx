import { subscribeNewsletter } from '@pupitre/data';
import { NewsletterBox } from '@pupitre/ui';
import { useEffect, useState } from 'react';
import { apiClient } from '../../api-client';

export const NEWSLETTER_SUCCESS_MS = 4000;

/** 'Suscríbete al newsletter': stored through POST /api/newsletter (ARCHITECTURE decision 4). */
export function CategoryNewsletter() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <NewsletterBox
      email={email}
      onEmailChange={setEmail}
      status={status}
      errorMessage={errorMessage}
      onSubmit={async (value) => {
        setStatus('submitting');
        try {
          await subscribeNewsletter(apiClient, value);
          setEmail('');
          setStatus('success');
        } catch (error) {
          setErrorMessage(error instanceof Error ? error.message : undefined);
          setStatus('error');
        }
      }}
    />
  );
}
