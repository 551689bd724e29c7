import { zodResolver } from '@hookform/resolvers/zod';
import { register as registerAccount, registerFormSchema } from '@pupitre/data';
import { Button, Checkbox, Link, PasswordField, TextField, VisuallyHidden } from '@pupitre/ui';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { apiClient } from '../../api-client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AccountCard, ErrorNotice, SuccessNotice } from './AccountCard';
import * as card from './AccountCard.css';
import {
  type AvailabilityBypass,
  DEV_MODE_AVAILABLE,
  DEV_MODE_BANNER,
  DEV_MODE_SWITCH,
  readAvailabilityBypass,
} from './dev-mode';
import { scrollToField } from './focus-field';
import * as styles from './RegisterPage.css';
import { type FieldMessages, REGISTER_FIELDS } from './register-errors';
import { submitRegistration } from './register-submit';
import { useRegisterAvailability } from './use-register-availability';

const EMPTY = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

const NEW_TAB = <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>;

/** Lower-cases the username as it is typed, keeping the caret where it was (§5). */
function lowerCaseInPlace(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const lower = input.value.toLowerCase();
  if (lower === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = lower;
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** /register (accounts-admin §2, §4, §5, §8). */
export default function RegisterPage() {
  useDocumentTitle('Crear cuenta');
  const [, navigate] = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const [banner, setBanner] = useState<{ message: string; scroll: boolean } | null>(null);
  const [devMode, setDevMode] = useState(false);
  const [bypass, setBypass] = useState<AvailabilityBypass>({ username: false, email: false });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(registerFormSchema), defaultValues: EMPTY });
  const [username, email] = useWatch({ control, name: ['username', 'email'] });
  const availability = useRegisterAvailability(username, email, {
    username: devMode || bypass.username,
    email: devMode || bypass.email,
  });

  // Storage is read after mount (render stays free of browser globals).
  useEffect(() => {
    if (DEV_MODE_AVAILABLE) setBypass(readAvailabilityBypass());
  }, []);

  useEffect(() => {
    if (banner?.scroll) bannerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [banner]);

  const showFieldMessages = (messages: FieldMessages) => {
    for (const field of REGISTER_FIELDS) {
      const message = messages[field];
      if (message) setError(field, { type: 'server', message });
    }
    const first = REGISTER_FIELDS.find((field) => messages[field]);
    if (first) scrollToField(formRef.current, first);
    return first !== undefined;
  };

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    const outcome = await submitRegistration(values, {
      devMode,
      checkUsername: availability.verifyUsername,
      checkEmail: availability.verifyEmail,
      send: (request) => registerAccount(apiClient, request),
    });
    if (outcome.kind === 'registered') {
      navigate('/login', { state: { message: outcome.message, tone: 'success' } });
    } else if (outcome.kind === 'conflict') {
      showFieldMessages(Object.fromEntries(outcome.conflicts.map(({ field, message }) => [field, message])));
    } else {
      const { banner: message, fieldMessages, taken } = outcome.failure;
      for (const field of taken) availability.markTaken(field, values[field]);
      const scrolled = showFieldMessages(fieldMessages);
      setBanner({ message, scroll: !scrolled });
    }
  });

  // Registered in the order of the form: after a failed submit, focus goes to the first field in error.
  const firstNameField = register('firstName');
  const lastNameField = register('lastName');
  const usernameField = register('username');
  const emailField = register('email', { onBlur: (event) => availability.checkEmailNow(event.target.value) });

  return (
    <AccountCard
      title="Crear cuenta"
      intro="Únete a la comunidad educativa de Pupitre."
      footer={
        <Link className={card.link} href="/login">
          ¿Ya tienes una cuenta? Inicia sesión
        </Link>
      }
    >
      <div ref={bannerRef} className={styles.notices}>
        {devMode && <SuccessNotice>{DEV_MODE_BANNER}</SuccessNotice>}
        {banner && (
          <ErrorNotice
            actions={
              DEV_MODE_AVAILABLE && !devMode ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setDevMode(true);
                    setBanner(null);
                  }}
                >
                  {DEV_MODE_SWITCH}
                </Button>
              ) : undefined
            }
          >
            {banner.message}
          </ErrorNotice>
        )}
      </div>
      <form ref={formRef} className={card.form} onSubmit={submit} noValidate>
        <div className={card.row}>
          <TextField
            label="Nombre"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...firstNameField}
          />
          <TextField
            label="Apellido"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...lastNameField}
          />
        </div>
        <TextField
          label="Nombre de usuario"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint={availability.username.hint ?? 'Letras minúsculas, números, punto y guion bajo.'}
          error={errors.username?.message ?? availability.username.error}
          {...usernameField}
          onChange={(event) => {
            lowerCaseInPlace(event);
            return usernameField.onChange(event);
          }}
        />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          hint={availability.email.hint}
          error={errors.email?.message ?? availability.email.error}
          {...emailField}
        />
        <PasswordField
          label="Contraseña"
          autoComplete="new-password"
          required
          hint="Al menos 8 caracteres, con una mayúscula, una minúscula y un número."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar contraseña"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Controller
          control={control}
          name="terms"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              error={errors.terms?.message}
              label={
                <>
                  Acepto los{' '}
                  <Link className={card.link} href="/terms" target="_blank" rel="noopener">
                    términos y condiciones
                    {NEW_TAB}
                  </Link>{' '}
                  y la{' '}
                  <Link className={card.link} href="/privacy" target="_blank" rel="noopener">
                    política de privacidad
                    {NEW_TAB}
                  </Link>
                </>
              }
            />
          )}
        />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingLabel="Creando cuenta...">
          Crear cuenta
        </Button>
      </form>
    </AccountCard>
  );
}
