import { isEmail } from '@pupitre/data';
import type { NewsletterBoxProps } from '@pupitre/ui';
import { useEffect, useState } from 'react';
import { usePostedForm } from '../hydration/posted-form';
import { useSubscribeNewsletter } from '../queries/newsletter-subscription';
import type { NewsletterBoxName, NewsletterPostOutcome } from './newsletter-boxes';

type BoxState = Pick<
  NewsletterBoxProps,
  | 'email'
  | 'onEmailChange'
  | 'isValidEmail'
  | 'status'
  | 'errorMessage'
  | 'onSubmit'
  | 'formName'
  | 'initialProblem'
>;

/**
 * A newsletter box's state: subscribed through POST /api/newsletter (ARCHITECTURE decision 4), or, when
 * the page was rendered for this box posted without scripts, the outcome the server found first.
 * `resetAfterMs` takes the thanks away after a while, for a box that stays in view.
 */
export function useNewsletterBox(box: NewsletterBoxName, resetAfterMs?: number): BoxState {
  const postedForm = usePostedForm<NewsletterPostOutcome>();
  const posted = postedForm?.box === box ? postedForm : null;
  const [email, setEmail] = useState(posted?.email ?? '');
  const subscription = useSubscribeNewsletter();
  const { isSuccess, reset } = subscription;
  const [showPosted, setShowPosted] = useState(posted !== null);

  useEffect(() => {
    if (!isSuccess || resetAfterMs === undefined) return;
    const timer = setTimeout(reset, resetAfterMs);
    return () => clearTimeout(timer);
  }, [isSuccess, reset, resetAfterMs]);

  const postedView = showPosted && subscription.isIdle ? posted : null;
  return {
    email,
    onEmailChange: (value) => {
      setShowPosted(false);
      setEmail(value);
    },
    isValidEmail: isEmail,
    status: postedView
      ? postedView.kind === 'success'
        ? 'success'
        : postedView.kind === 'error'
          ? 'error'
          : 'idle'
      : subscription.status === 'pending'
        ? 'submitting'
        : subscription.status,
    errorMessage: postedView?.kind === 'error' ? postedView.message : subscription.error?.message,
    onSubmit: (value) => subscription.mutate(value, { onSuccess: () => setEmail('') }),
    formName: box,
    initialProblem: posted?.kind === 'problem' ? posted.problem : null,
  };
}
