import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Notice, NoticeStack } from '../Notice/Notice';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { TextLink } from '../TextLink/TextLink';
import { AccountCard } from './AccountCard';
import { AccountForm, AccountFormRow } from './AccountForm';

function LoginFields() {
  return (
    <AccountForm noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField label="Usuario o Correo Electrónico" autoComplete="username" required />
      <PasswordField label="Contraseña" autoComplete="current-password" required />
      <AccountFormRow layout="spread">
        <Checkbox label="Recordarme" defaultChecked />
        <TextLink href="/forgot-password">¿Olvidaste tu contraseña?</TextLink>
      </AccountFormRow>
      <Button type="submit" size="lg" fullWidth>
        Iniciar Sesión
      </Button>
    </AccountForm>
  );
}

const loginFooter = (
  <p>
    ¿No tienes una cuenta? <TextLink href="/register">Regístrate</TextLink>
  </p>
);

const meta = {
  title: 'Fragments/AccountCard',
  component: AccountCard,
  subcomponents: { AccountForm, AccountFormRow },
  args: {
    title: 'Iniciar Sesión',
    intro: 'Bienvenido de nuevo a Pupitre.',
    shaking: false,
    footer: loginFooter,
    children: <LoginFields />,
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof AccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithNotices: Story = {
  args: {
    children: (
      <>
        <Notice tone="success">¡Registro exitoso! Ahora puedes iniciar sesión.</Notice>
        <LoginFields />
      </>
    ),
  },
};

export const Register: Story = {
  args: {
    title: 'Crear cuenta',
    intro: 'Únete a la comunidad educativa de Pupitre.',
    footer: <TextLink href="/login">¿Ya tienes una cuenta? Inicia sesión</TextLink>,
    children: (
      <>
        <NoticeStack>
          <Notice
            tone="danger"
            actions={
              <Button size="sm" tone="secondary">
                Activar modo desarrollo
              </Button>
            }
          >
            Error en el registro: Este correo electrónico ya está registrado
          </Notice>
        </NoticeStack>
        <AccountForm noValidate>
          <AccountFormRow>
            <TextField label="Nombre" autoComplete="given-name" required defaultValue="Ana" />
            <TextField
              label="Apellido"
              autoComplete="family-name"
              required
              error="El apellido es requerido"
            />
          </AccountFormRow>
          <TextField
            label="Nombre de usuario"
            required
            hint="Letras minúsculas, números, punto y guion bajo."
            defaultValue="ana.perez"
          />
          <TextField
            label="Correo electrónico"
            type="email"
            required
            defaultValue="ana@ejemplo.org"
            error="Este correo electrónico ya está registrado"
          />
          <PasswordField
            label="Contraseña"
            autoComplete="new-password"
            required
            hint="Al menos 8 caracteres, con una mayúscula, una minúscula y un número."
          />
          <Checkbox
            label={
              <>
                Acepto los <TextLink href="/terms">términos y condiciones</TextLink> y la{' '}
                <TextLink href="/privacy">política de privacidad</TextLink>
              </>
            }
          />
          <Button type="submit" size="lg" fullWidth>
            Crear cuenta
          </Button>
        </AccountForm>
      </>
    ),
  },
};

export const NarrowScreen: Story = {
  ...Register,
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const IsARegionNamedByItsTitle: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Iniciar Sesión' });
    await expect(within(region).getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  },
};

function FailingLogin() {
  const [failed, setFailed] = useState(false);
  const [shaking, setShaking] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(true);
    setShaking(true);
    setTimeout(() => setShaking(false), 500);
  };
  return (
    <AccountCard title="Iniciar Sesión" shaking={shaking}>
      {failed && <Notice tone="danger">Credenciales inválidas</Notice>}
      <AccountForm noValidate onSubmit={submit}>
        <Button type="submit" fullWidth>
          Iniciar Sesión
        </Button>
      </AccountForm>
    </AccountCard>
  );
}

export const ShakesAfterAFailedAttempt: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <FailingLogin />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Iniciar Sesión' });
    await expect(getComputedStyle(region).animationName).toBe('none');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Credenciales inválidas');
    await expect(getComputedStyle(region).animationName).not.toBe('none');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(getComputedStyle(region).animationName).toBe('none');
  },
};
