import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { MailIcon } from '../../icons/MailIcon';
import { describedBy, FieldFrame } from '../../internal/FieldFrame';
import { newsletterMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import * as styles from './NewsletterBox.css';
import { type EmailRule, validateNewsletterEmail } from './newsletter-validation';

export const newsletterStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export interface NewsletterBoxProps {
  status: NewsletterStatus;
  /** Called with the trimmed address once it passes validation. */
  onSubmit(email: string): void;
  email: string;
  onEmailChange(value: string): void;
  /** The app's email rule (one home in its data layer); the box shows the Spanish messages. */
  isValidEmail: EmailRule;
  /** Shown when `status` is 'error'. */
  errorMessage?: string;
  title?: string;
  description?: ReactNode;
  /** The field's and button's words when the page holds another box (the footer's beside a category's). */
  emailLabel?: string;
  submitLabel?: string;
  /**
   * Sent as the hidden field `formulario` when the form is posted before (or without) the page's
   * scripts, so a server can tell which box it was and answer it.
   */
  formName?: string;
  /** A problem the server found with the address posted without scripts, shown as the box's own. */
  initialProblem?: string | null;
}

/** The newsletter sign-up box: one email field, checked with the app's rule, submitted by the app. */
export function NewsletterBox({
  status,
  onSubmit,
  email,
  onEmailChange,
  isValidEmail,
  errorMessage,
  title,
  description,
  emailLabel,
  submitLabel,
  formName,
  initialProblem = null,
}: NewsletterBoxProps) {
  const copy = useMessages({ newsletter: newsletterMessages }).newsletter;
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const submitting = status === 'submitting';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateNewsletterEmail(email, isValidEmail, copy);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    onSubmit(email.trim());
  };

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <div className={styles.intro}>
        <span className={styles.icon} aria-hidden="true">
          <MailIcon />
        </span>
        <div>
          <Heading id={titleId} className={styles.title}>
            {title ?? copy.title}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
        </div>
      </div>
      {/* noValidate: the Spanish messages below replace the browser's own bubbles. Posted, never sent
          in the address, when a press comes before the scripts. */}
      <form className={styles.form} method="post" noValidate onSubmit={submit}>
        {formName && <input type="hidden" name="formulario" value={formName} />}
        <FieldFrame id={inputId} label={emailLabel ?? copy.emailLabel} error={problem} required>
          <div className={styles.row}>
            <input
              ref={input}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              required
              className={styles.input}
              placeholder={copy.emailPlaceholder}
              value={email}
              readOnly={submitting}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy(inputId, undefined, problem)}
              onChange={(event) => {
                if (problem) setProblem(null);
                onEmailChange(event.target.value);
              }}
            />
            <Button type="submit" loading={submitting} loadingLabel={copy.submitting}>
              {submitLabel ?? copy.submit}
            </Button>
          </div>
        </FieldFrame>
      </form>
      {/* The subscription waits for the emailed link: the thanks say where to look. */}
      <div role="status">
        {status === 'success' && (
          <div className={styles.success}>
            <p className={styles.successLine}>{copy.success}</p>
            <p className={styles.checkInbox}>{copy.checkInbox}</p>
          </div>
        )}
      </div>
      {status === 'error' && (
        <p role="alert" className={styles.failure}>
          {errorMessage ?? copy.error}
        </p>
      )}
    </section>
  );
}
