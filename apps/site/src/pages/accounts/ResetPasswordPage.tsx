import { zodResolver } from '@hookform/resolvers/zod';
import { confirmPasswordReset, resetPasswordFormSchema } from '@pupitre/data';
import { Button, ErrorState, Link, PasswordField, Spinner, useForcedTheme } from '@pupitre/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useParams, useSearch } from 'wouter';
import { apiClient } from '../../api-client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AccountCard, ErrorNotice } from './AccountCard';
import * as card from './AccountCard.css';
import { AccountOutcome, outcomeText } from './AccountOutcome';
import { NO_RESET_TOKEN, resetErrorMessage } from './password-errors';
import * as styles from './ResetPasswordPage.css';
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
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: EMPTY,
    // Typing clears that field's error; the rules run again on the next submit.
    reValidateMode: 'onSubmit',
  });

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
      await confirmPasswordReset(apiClient, token.trim(), password, password2);
      setView('success');
    } catch (error) {
      setFailure(resetErrorMessage(error));
    }
  });

  const newLinkLink = (
    <Link className={card.link} href="/forgot-password">
      Solicitar un nuevo enlace
    </Link>
  );

  return (
    <AccountCard
      title="Restablecer contraseña"
      intro={view === 'form' ? 'Elige una nueva contraseña para tu cuenta.' : undefined}
      footer={
        <Link className={card.link} href="/login">
          Volver a iniciar sesión
        </Link>
      }
    >
      {view === 'loading' && (
        <div className={styles.loading}>
          <Spinner size="lg" label="Verificando el enlace..." />
        </div>
      )}

      {view === 'form' && (
        <form className={card.form} onSubmit={submit} noValidate>
          {failure && <ErrorNotice actions={newLinkLink}>{failure}</ErrorNotice>}
          <PasswordField
            label="Nueva contraseña"
            autoComplete="new-password"
            required
            hint="Al menos 8 caracteres."
            error={errors.password?.message}
            {...register('password', { onChange: () => clearErrors('password') })}
          />
          <PasswordField
            label="Confirmar contraseña"
            autoComplete="new-password"
            required
            error={errors.password2?.message}
            {...register('password2', { onChange: () => clearErrors('password2') })}
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
        </form>
      )}

      {view === 'success' && (
        <AccountOutcome icon="✅" title="¡Contraseña restablecida!" titleRef={doneTitle}>
          <p className={outcomeText}>
            Tu contraseña se cambió correctamente. Ya puedes iniciar sesión con tu nueva contraseña.
          </p>
          <Button asChild size="lg" fullWidth>
            <Link href="/login">Iniciar Sesión</Link>
          </Button>
        </AccountOutcome>
      )}

      {view === 'error' && (
        <ErrorState
          title="Enlace no válido"
          message={NO_RESET_TOKEN}
          actions={
            <Button asChild>
              <Link href="/forgot-password">Solicitar un nuevo enlace</Link>
            </Button>
          }
        />
      )}
    </AccountCard>
  );
}
