import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { NewsletterBox, type NewsletterBoxProps, type NewsletterStatus } from './NewsletterBox';

// An example rule; the app passes its own (Pupitre: isEmail from @pupitre/data).
const exampleEmailRule = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

const meta = {
  title: 'Components/NewsletterBox',
  component: NewsletterBox,
  parameters: {
    docs: guidance({
      resumen: 'Recuadro de suscripción al boletín: un campo de correo, validado con la regla de la app.',
      usar: 'Al pie de artículos o en la portada, una vez por página.',
      evitar: 'Para formularios con más de un dato (usa los campos sueltos en un formulario propio).',
      accesibilidad: [
        'Es una sección nombrada por su título; el campo tiene etiqueta visible. Un error marca el',
        'campo como no válido, lo describe y se anuncia; el éxito se anuncia como estado sin mover el',
        'foco. Mientras se envía, el botón muestra «Suscribiendo...».',
      ],
    }),
  },
  args: {
    status: 'idle',
    email: '',
    onEmailChange: fn(),
    onSubmit: fn(),
    isValidEmail: exampleEmailRule,
    description: 'Recibe cada semana técnicas de estudio, recursos para el aula y noticias educativas.',
  },
  argTypes: { status: { control: 'inline-radio' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Submitting: Story = {
  args: { status: 'submitting', email: 'lucia.martinez@correo.mx' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Suscribiendo...' });
    await expect(button).toBeDisabled();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const status = within(within(canvasElement).getByRole('status'));
    await expect(
      status.getByText('¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.'),
    ).toBeVisible();
    await expect(
      status.getByText(
        'Revisa tu bandeja de entrada y confirma tu suscripción con el enlace que te enviamos.',
      ),
    ).toBeVisible();
  },
};

export const SubscriptionError: Story = {
  args: { status: 'error', email: 'lucia.martinez@correo.mx' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'No se pudo completar la suscripción. Intenta de nuevo más tarde.',
    );
  },
};

export const ErrorWithOwnMessage: Story = {
  args: {
    status: 'error',
    email: 'lucia.martinez@correo.mx',
    errorMessage: 'Este correo ya está suscrito al newsletter.',
    title: 'Recibe nuestras novedades',
  },
};

/** Holds the email like the app does; `simulate` plays the category page's 1.5 s / 4 s flow faster. */
function Controlled({
  onSubmit,
  isValidEmail,
  simulate,
}: Pick<NewsletterBoxProps, 'onSubmit' | 'isValidEmail'> & { simulate?: boolean }) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  useEffect(() => {
    if (!simulate || (status !== 'submitting' && status !== 'success')) return;
    const next = status === 'submitting' ? 'success' : 'idle';
    const timer = setTimeout(
      () => {
        if (next === 'success') setEmail('');
        setStatus(next);
      },
      status === 'submitting' ? 300 : 1000,
    );
    return () => clearTimeout(timer);
  }, [simulate, status]);
  return (
    <NewsletterBox
      email={email}
      onEmailChange={setEmail}
      isValidEmail={isValidEmail}
      status={status}
      onSubmit={(value) => {
        onSubmit(value);
        if (simulate) setStatus('submitting');
      }}
    />
  );
}

export const ShowsRequiredError: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => <Controlled onSubmit={args.onSubmit} isValidEmail={args.isValidEmail} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suscribirme' }));
    const input = canvas.getByRole('textbox', { name: /Correo electrónico/ });
    await expect(canvas.getByRole('alert')).toHaveTextContent('El correo electrónico es requerido');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('El correo electrónico es requerido');
    await expect(input).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShowsInvalidEmailError: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => <Controlled onSubmit={args.onSubmit} isValidEmail={args.isValidEmail} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Correo electrónico/ });
    await userEvent.type(input, 'lucia@correo{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ingresa un correo electrónico válido');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, '.mx');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The box applies whatever rule the app gives it: here, only a school's addresses. */
export const UsesTheGivenEmailRule: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { isValidEmail: fn((email: string) => email.endsWith('@escuela.edu.mx')) },
  render: (args) => <Controlled onSubmit={args.onSubmit} isValidEmail={args.isValidEmail} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Correo electrónico/ });
    await userEvent.type(input, ' lucia@correo.mx {Enter}');
    await expect(args.isValidEmail).toHaveBeenCalledWith('lucia@correo.mx');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ingresa un correo electrónico válido');
    await userEvent.clear(input);
    await userEvent.type(input, 'lucia@escuela.edu.mx{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('lucia@escuela.edu.mx');
  },
};

export const SubmitsTheTrimmedEmail: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: (args) => <Controlled onSubmit={args.onSubmit} isValidEmail={args.isValidEmail} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '  lucia@correo.mx  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Suscribirme' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('lucia@correo.mx');
  },
};

export const SimulatedFlowShowsSuccessAndClears: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => <Controlled onSubmit={args.onSubmit} isValidEmail={args.isValidEmail} simulate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Correo electrónico/ });
    await userEvent.type(input, 'lucia@correo.mx{Enter}');
    await expect(canvas.getByRole('button', { name: 'Suscribiendo...' })).toBeDisabled();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        '¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.',
      ),
    );
    await expect(input).toHaveValue('');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 2000 });
  },
};
