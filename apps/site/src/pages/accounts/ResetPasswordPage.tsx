import { resetPasswordFormSchema } from '@pupitre/data';
import {
  Button,
  CheckCircleIcon,
  ErrorState,
  Link,
  Notice,
  PageLoading,
  PasswordField,
  TextLink,
  useForcedTheme,
} from '@pupitre/ui';
import { AccountCard, AccountForm, AccountOutcome } from '@pupitre/ui/fragments';
import { useEffect, useRef, useState } from 'react';

import { useLocation, useParams, useSearch } from 'wouter';
import { useEditClearedForm } from '../../forms/use-edit-cleared-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { useConfirmPasswordReset } from '../../queries/password-reset';
import { NO_RESET_TOKEN, resetFailure } from './password-errors';
import { resetTokenFrom } from './reset-token';

type View = 'loading' | 'form' | 'success' | 'error';

const EMPTY = { password: '', password2: '' };

/**
 * /reset-password and /reset-password/{token} (accounts-admin §2, §4): loading, then the form when a
 * token is found (the server checks it on submit), else the error view. Light mode only.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Restablecer contraseña');
  useForcedTheme('light');
  const params = useParams<{ token?: string }>();
  const search = useSearch();
  const [pathname] = useLocation();
  const token = resetTokenFrom(params.token, search, pathname);
  const [view, setView] = useState<View>('loading');
  const [failure, setFailure] = useState<string | null>(null);
  const doneTitle = useRef<HTMLHeadingElement>(null);
  const confirmReset = useConfirmPasswordReset();
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useEditClearedForm(resetPasswordFormSchema, EMPTY);

  useEffect(() => {
    setView(token ? 'form' : 'error');
  }, [token]);

  useEffect(() => {
    if (view === 'success') doneTitle.current?.focus();
  }, [view]);

  const submit = handleSubmit(async ({ password, password2 }) => {
    if (!token) return;
    setFailure(null);
    try {
      await confirmReset.mutateAsync({ token, password, password2 });
      setView('success');
    } catch (error) {
      const { banner, fieldMessages } = resetFailure(error);
      for (const field of ['password', 'password2'] as const) {
        const message = fieldMessages[field];
        if (message) setError(field, { type: 'server', message });
      }
      setFailure(banner);
    }
  });

  const newLinkLink = <TextLink href={paths.forgotPassword()}>Solicitar un nuevo enlace</TextLink>;

  return (
    <AccountCard
      title="Restablecer contraseña"
      intro={view === 'form' ? 'Elige una nueva contraseña para tu cuenta.' : undefined}
      // Once the password is changed, the outcome's own button is the one way to the login.
      footer={
        view === 'success' ? undefined : <TextLink href={paths.login()}>Volver a iniciar sesión</TextLink>
      }
    >
      {view === 'loading' && <PageLoading label="Verificando el enlace..." />}

      {view === 'form' && (
        <AccountForm onSubmit={submit} noValidate>
          {failure && (
            <Notice tone="danger" actions={newLinkLink}>
              {failure}
            </Notice>
          )}
          <PasswordField
            label="Nueva contraseña"
            autoComplete="new-password"
            required
            hint="Al menos 8 caracteres."
            {...field('password')}
          />
          <PasswordField
            label="Confirmar contraseña"
            autoComplete="new-password"
            required
            {...field('password2')}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={isSubmitting}
            loadingLabel="Restableciendo contraseña..."
          >
            Restablecer contraseña
          </Button>
        </AccountForm>
      )}

      {view === 'success' && (
        <AccountOutcome
          icon={CheckCircleIcon}
          title="¡Contraseña restablecida!"
          titleRef={doneTitle}
          message="Tu contraseña se cambió correctamente. Ya puedes iniciar sesión con tu nueva contraseña."
        >
          <Button asChild size="lg" fullWidth>
            <Link href={paths.login()}>Iniciar Sesión</Link>
          </Button>
        </AccountOutcome>
      )}

      {view === 'error' && (
        <ErrorState
          title="Enlace no válido"
          message={NO_RESET_TOKEN}
          actions={
            <Button asChild>
              <Link href={paths.forgotPassword()}>Solicitar un nuevo enlace</Link>
            </Button>
          }
        />
      )}
    </AccountCard>
  );
}
