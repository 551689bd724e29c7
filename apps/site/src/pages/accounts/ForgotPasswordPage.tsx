import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@pupitre/data';
import { Button, ErrorState, Link, MailIcon, TextLink, useForcedTheme, useHydrated } from '@pupitre/ui';
import { AccountCard, AccountForm, AccountOutcome } from '@pupitre/ui/fragments';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { bindField } from '../../forms/bind-field';
import { EmailField } from '../../forms/EmailField';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePostedForm } from '../../hydration/posted-form';
import { paths } from '../../paths';
import { useRequestPasswordReset } from '../../queries/password-reset';
import { PAGE_TITLES } from '../page-titles';
import type { ForgotPostOutcome } from './forgot-post';
import { forgotErrorMessage } from './password-errors';

type View = { kind: 'form' } | { kind: 'success'; email: string } | { kind: 'error'; message: string };

/**
 * /forgot-password (accounts-admin §2, §4): form, then success or error; 'try again' returns to the form.
 * Light mode only, like the other account forms.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle(PAGE_TITLES.forgotPassword);
  useForcedTheme('light');
  // The form posted without scripts comes back as the view it led to (ssr/visitor-pages).
  const posted = usePostedForm<ForgotPostOutcome>();
  const [view, setView] = useState<View>(() =>
    posted && posted.kind !== 'form' ? posted : { kind: 'form' },
  );
  const [postedErrors] = useState(() =>
    posted?.kind === 'form' ? { email: { type: 'server', message: posted.error } } : undefined,
  );
  const hydrated = useHydrated();
  const returned = useRef(false);
  const sentTitle = useRef<HTMLHeadingElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const requestReset = useRequestPasswordReset();
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: posted?.kind === 'form' ? posted.email : '' },
    errors: postedErrors,
  });
  const { handleSubmit, setFocus } = form;

  // The submit button disappears with the form: focus moves to what replaced it.
  useEffect(() => {
    if (view.kind === 'success') sentTitle.current?.focus();
    if (view.kind === 'error') retryButton.current?.focus();
    if (view.kind === 'form' && returned.current) setFocus('email');
  }, [view.kind, setFocus]);

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
      setView({ kind: 'success', email });
    } catch (error) {
      setView({ kind: 'error', message: forgotErrorMessage(error) });
    }
  });

  const tryAgain = () => {
    returned.current = true;
    setView({ kind: 'form' });
  };

  return (
    <AccountCard
      title="Recuperar contraseña"
      intro={
        view.kind === 'form'
          ? 'Ingresa tu correo electrónico y te enviaremos un enlace para restablecer tu contraseña.'
          : undefined
      }
      footer={<TextLink href={paths.login()}>Volver a iniciar sesión</TextLink>}
    >
      {view.kind === 'form' && (
        <AccountForm method="post" onSubmit={submit} noValidate>
          <EmailField {...bindField(form, 'email')} />
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={form.formState.isSubmitting}
            loadingLabel="Enviando..."
          >
            Enviar enlace de recuperación
          </Button>
        </AccountForm>
      )}

      {view.kind === 'success' && (
        <AccountOutcome
          icon={MailIcon}
          title="¡Correo enviado!"
          titleRef={sentTitle}
          message={
            <>
              Enviamos un enlace para restablecer tu contraseña a <strong>{view.email}</strong>. Revisa tu
              bandeja de entrada y, si no lo encuentras, tu carpeta de spam.
            </>
          }
        />
      )}

      {view.kind === 'error' && (
        <ErrorState
          title="No pudimos enviar el enlace"
          message={view.message}
          actions={
            hydrated ? (
              <Button ref={retryButton} tone="secondary" onClick={tryAgain}>
                Intentar de nuevo
              </Button>
            ) : (
              <Button asChild tone="secondary">
                <Link href={paths.forgotPassword()}>Intentar de nuevo</Link>
              </Button>
            )
          }
        />
      )}
    </AccountCard>
  );
}
