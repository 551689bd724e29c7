import { loginFormSchema } from '@pupitre/data';
import { Button, Notice, PasswordField, TextField, TextLink, useForcedTheme, useHydrated } from '@pupitre/ui';
import { AccountCard, AccountForm, AccountFormRow } from '@pupitre/ui/fragments';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { CheckboxField } from '../../forms/CheckboxField';
import { REGISTERED_PARAM } from '../../forms/register-post';
import { REGISTER_SUCCESS } from '../../forms/register-submit';
import { useEditClearedForm } from '../../forms/use-edit-cleared-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { returnPathFrom } from '../../session/return-path';
import { useSession } from '../../session/SessionProvider';
import { PAGE_TITLES } from '../page-titles';
import { loginErrorMessage } from './login-error';
import { takeNavigationNotice } from './navigation-notice';
import { useShake } from './use-shake';

const EMPTY = { usernameOrEmail: '', password: '', remember: true };

/** The session lives in this browser's storage, which only scripts can write: said where they do not run. */
export const LOGIN_NEEDS_SCRIPTS =
  'Para iniciar sesión necesitas activar JavaScript: tu sesión se guarda en este navegador. Puedes leer el blog, crear una cuenta y recuperar tu contraseña sin él.';

/** /login (accounts-admin §2): username or email, password, 'Recordarme'; light mode only. */
export default function LoginPage() {
  useDocumentTitle(PAGE_TITLES.login);
  useForcedTheme('light');
  const [, navigate] = useLocation();
  const historyState: unknown = useHistoryState();
  const { login } = useSession();
  const { shaking, shake } = useShake();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const search = useSearch();
  // A registration posted without scripts comes here by address, as it has no history state to carry it.
  const [success, setSuccess] = useState<string | null>(() =>
    new URLSearchParams(search).has(REGISTERED_PARAM) ? REGISTER_SUCCESS : null,
  );
  const [reason, setReason] = useState<string | null>(null);
  const returnPath = returnPathFrom(search);
  const hydrated = useHydrated();
  const {
    control,
    field,
    handleSubmit,
    formState: { isSubmitting },
  } = useEditClearedForm(loginFormSchema, EMPTY);

  // A message handed over by another screen: registration's success, or why the reader was sent here.
  // Taking it clears it from the history entry, which changes `historyState` and runs this once more.
  useEffect(() => {
    if (historyState === null) return;
    const notice = takeNavigationNotice();
    if (!notice) return;
    if (notice.tone === 'success') {
      setSuccess(notice.message);
    } else if (notice.tone === 'info') {
      setReason(notice.message);
    } else {
      setGeneralError(notice.message);
    }
  }, [historyState]);

  const submit = handleSubmit(async ({ usernameOrEmail, password, remember }) => {
    setGeneralError(null);
    setSuccess(null);
    try {
      await login(usernameOrEmail, password, remember ?? false);
      // Replace: going back should not return to a login form that would only redirect again.
      navigate(returnPath ?? paths.dashboard(), { replace: true });
    } catch (error) {
      setGeneralError(loginErrorMessage(error));
      shake();
    }
  });

  return (
    <AccountCard
      title="Iniciar Sesión"
      intro="Bienvenido de nuevo a Pupitre."
      shaking={shaking}
      footer={
        <p>
          ¿No tienes una cuenta? <TextLink href={paths.register(returnPath)}>Regístrate</TextLink>
        </p>
      }
    >
      {reason && <Notice tone="neutral">{reason}</Notice>}
      {success && <Notice tone="success">{success}</Notice>}
      {generalError && <Notice tone="danger">{generalError}</Notice>}
      <noscript>
        <Notice tone="neutral">{LOGIN_NEEDS_SCRIPTS}</Notice>
      </noscript>
      {/* Posted, never sent in the address: without scripts the button stays disabled anyway. */}
      <AccountForm method="post" onSubmit={submit} noValidate>
        <TextField
          label="Usuario o Correo Electrónico"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field('usernameOrEmail')}
        />
        <PasswordField label="Contraseña" autoComplete="current-password" required {...field('password')} />
        <AccountFormRow layout="spread">
          <CheckboxField control={control} name="remember" label="Recordarme" />
          <TextLink href={paths.forgotPassword()}>¿Olvidaste tu contraseña?</TextLink>
        </AccountFormRow>
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!hydrated}
          loading={isSubmitting}
          loadingLabel="Iniciando sesión..."
        >
          Iniciar Sesión
        </Button>
      </AccountForm>
    </AccountCard>
  );
}
