import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArrowLeftIcon } from '../../icons';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { CategoryHeader } from './CategoryHeader';

const back = (
  <Button asChild tone="secondary" size="sm">
    <Link href="/categorias">
      <ArrowLeftIcon size="inherit" /> Volver a categorías
    </Link>
  </Button>
);

const meta = {
  title: 'Fragments/CategoryHeader',
  component: CategoryHeader,
  args: {
    name: 'Técnicas de Estudio',
    description: 'Métodos para organizar el tiempo, concentrarse y recordar lo aprendido.',
    count: 12,
    back,
  },
  argTypes: { back: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Técnicas de Estudio');
    await expect(canvas.getByText('Número de posts').textContent).toContain('12 Número de posts');
    await expect(canvas.getByRole('link', { name: 'Volver a categorías' })).toHaveAttribute(
      'href',
      '/categorias',
    );
  },
};
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

export const EmptyCategory: Story = {
  args: { name: 'Noticias', description: 'Artículos relacionados con esta categoría', count: 0 },
};

/** The longest names at phone width: the header stays inside the screen. */
export const LongNameOnAPhone: Story = {
  args: {
    name: 'Desarrollo Profesional Docente',
    description: 'Formación continua, evaluación y bienestar para quienes enseñan.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
