import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentForm, JOIN_PROMPT } from './CommentForm';

const meta = {
  title: 'Fragments/CommentForm',
  component: CommentForm,
  // Example values: the app passes its own limit and routes.
  args: {
    loggedIn: true,
    onSubmit: fn(async () => {}),
    maxLength: 2000,
    loginHref: '/login',
    registerHref: '/register',
  },
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(JOIN_PROMPT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
  },
};

export const LoggedInEmptyIsDisabled: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Publicar comentario' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Escribe un comentario' }), '    ');
    await expect(button).toBeDisabled();
  },
};

export const CountsUpToTheGivenLimit: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { maxLength: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Escribe un comentario' });
    await expect(canvas.getByText('0/40')).toBeVisible();
    await userEvent.type(box, 'Gracias por compartir');
    await expect(canvas.getByText('21/40')).toBeVisible();
  },
};

export const PublishesAndClears: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Escribe un comentario' });
    await userEvent.type(box, '  Excelente artículo  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar comentario' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Excelente artículo');
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

export const BusyWhilePublishing: Story = {
  tags: ['!autodocs', '!dev'],
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Escribe un comentario' }), 'Hola');
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar comentario' }));
    await expect(await canvas.findByRole('button', { name: /Publicando\.\.\./ })).toBeDisabled();
  },
};

export const FailureKeepsText: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: {
    onSubmit: fn(async () => {
      throw new Error('Error al publicar el comentario: Error desconocido');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Escribe un comentario' });
    await userEvent.type(box, 'No quiero perder esto');
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar comentario' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Publicar comentario' })).toBeEnabled());
    await expect(box).toHaveValue('No quiero perder esto');
  },
};
