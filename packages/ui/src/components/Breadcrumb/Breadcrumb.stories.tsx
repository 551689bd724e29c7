import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Primitives/Breadcrumb',
  component: Breadcrumb,
  parameters: {
    docs: guidance({
      resumen: 'La ruta de migas: dónde está la página dentro del sitio, de lo general a lo concreto.',
      usar: [
        'En páginas a dos o más niveles de la portada (un post dentro de su categoría), encima del',
        'título.',
      ],
      evitar: 'En la portada o en páginas de primer nivel, ni como sustituto del menú principal.',
      accesibilidad: [
        'Es un `nav` llamado «Ruta de navegación» con una lista ordenada. La última miga es la página',
        'actual: no es enlace y lleva `aria-current="page"`. Usa textos cortos que coincidan con el',
        'título de cada página.',
      ],
    }),
  },
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
