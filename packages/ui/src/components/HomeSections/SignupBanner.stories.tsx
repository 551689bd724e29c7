import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { SignupBanner } from './SignupBanner';

const meta = {
  title: 'Components/HomeSections/SignupBanner',
  component: SignupBanner,
  parameters: {
    docs: guidance({
      resumen: 'Franja que invita a los visitantes a crear una cuenta, con acceso para quien ya la tiene.',
      usar: [
        'En páginas públicas, normalmente dentro de `VisitorOnly` para que no la vean quienes ya',
        'entraron.',
      ],
      evitar: 'Para lectores con sesión iniciada ni repetida varias veces en una página.',
      accesibilidad: [
        'Las dos acciones son enlaces con aspecto de botón: sus textos dicen adónde llevan («Crear',
        'cuenta gratis», «Iniciar sesión»). El texto mantiene el contraste sobre el fondo de la franja',
        'en ambos temas.',
      ],
    }),
  },
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

export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};
