import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Primitives/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Inicio', href: '/home' },
      { label: 'Categorías', href: '/categorias' },
      { label: 'Técnicas de Estudio' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();
    await expect(canvas.getByText('Técnicas de Estudio')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
