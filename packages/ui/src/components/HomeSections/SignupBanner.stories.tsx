import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SignupBanner } from './SignupBanner';

const meta = {
  title: 'Fragments/HomeSections/SignupBanner',
  component: SignupBanner,
  args: {
    title: 'Únete a la comunidad educativa',
    text: 'Crea tu cuenta para comentar, guardar artículos y aprender con otros.',
    signUp: { label: 'Crear cuenta gratis', href: '/register' },
    signIn: { label: 'Iniciar sesión', href: '/login' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignupBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Únete a la comunidad educativa' });
    await expect(within(banner).getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(within(banner).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};
