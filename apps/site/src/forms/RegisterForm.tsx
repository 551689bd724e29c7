import { Button, Notice, NoticeStack, PasswordField, TextField, TextLink, VisuallyHidden } from '@pupitre/ui';
import { AccountForm, AccountFormRow } from '@pupitre/ui/fragments';
import { paths } from '../paths';
import { bindField } from './bind-field';
import { CheckboxField } from './CheckboxField';
import { DEV_MODE_AVAILABLE, DEV_MODE_BANNER, DEV_MODE_SWITCH } from './dev-mode';
import { EmailField } from './EmailField';
import { lowerCaseInPlace } from './lower-case-in-place';
import { useRegisterForm } from './use-register-form';

const NEW_TAB = <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>;

export interface RegisterFormProps {
  /** The account exists: `message` is the success to show on the next screen. */
  onRegistered(message: string): void;
}

/** The registration form (accounts-admin §2 "Register", §4, §5, §8). */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { form, formRef, bannerRef, banner, devMode, enableDevMode, availability, submit } =
    useRegisterForm(onRegistered);
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;

  // Bound in the order of the form: after a failed submit, focus goes to the first field in error.
  const firstName = bindField(form, 'firstName');
  const lastName = bindField(form, 'lastName');
  const username = bindField(form, 'username');
  const email = bindField(form, 'email', {
    onBlur: (event) => availability.checkEmailNow(event.target.value),
  });
  const password = bindField(form, 'password');
  const confirmPassword = bindField(form, 'confirmPassword');

  return (
    <>
      <NoticeStack ref={bannerRef}>
        {devMode && <Notice tone="success">{DEV_MODE_BANNER}</Notice>}
        {banner && (
          <Notice
            tone="danger"
            actions={
              DEV_MODE_AVAILABLE && !devMode ? (
                <Button size="sm" tone="secondary" onClick={enableDevMode}>
                  {DEV_MODE_SWITCH}
                </Button>
              ) : undefined
            }
          >
            {banner.message}
          </Notice>
        )}
      </NoticeStack>
      {/* Without scripts the form posts to this page, which the server answers (ssr/visitor-pages). */}
      <AccountForm ref={formRef} method="post" onSubmit={submit} noValidate>
        <AccountFormRow>
          <TextField label="Nombre" autoComplete="given-name" required {...firstName} />
          <TextField label="Apellido" autoComplete="family-name" required {...lastName} />
        </AccountFormRow>
        <TextField
          label="Nombre de usuario"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint={availability.username.hint ?? 'Letras minúsculas, números, punto y guion bajo.'}
          {...username}
          error={username.error ?? availability.username.error}
          onChange={(event) => {
            lowerCaseInPlace(event);
            return username.onChange(event);
          }}
        />
        <EmailField
          hint={availability.email.hint}
          {...email}
          error={email.error ?? availability.email.error}
        />
        <PasswordField
          label="Contraseña"
          autoComplete="new-password"
          required
          hint="Al menos 8 caracteres, con una mayúscula, una minúscula y un número."
          {...password}
        />
        <PasswordField
          label="Confirmar contraseña"
          autoComplete="new-password"
          required
          {...confirmPassword}
        />
        <CheckboxField
          control={control}
          name="terms"
          error={errors.terms?.message}
          label={
            <>
              Acepto los{' '}
              <TextLink href={paths.terms()} target="_blank" rel="noopener">
                términos y condiciones
                {NEW_TAB}
              </TextLink>{' '}
              y la{' '}
              <TextLink href={paths.privacy()} target="_blank" rel="noopener">
                política de privacidad
                {NEW_TAB}
              </TextLink>
            </>
          }
        />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingLabel="Creando cuenta...">
          Crear cuenta
        </Button>
      </AccountForm>
    </>
  );
}
