import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chip } from './Chip';

const categories = [
  [1, 'Noticias'],
  [2, 'Técnicas de Estudio'],
  [3, 'Problemáticas en el Estudio'],
  [4, 'Educación de Calidad'],
  [5, 'Herramientas Tecnológicas'],
  [6, 'Desarrollo Profesional Docente'],
  [7, 'Comunidad y Colaboración'],
] as const;

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { label: 'Técnicas de Estudio', categoryId: 2 },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllCategories: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {categories.map(([id, name]) => (
        <Chip key={id} label={name} categoryId={id} href={`/categoria/${id}`} />
      ))}
      <Chip label="Sin categoría" categoryId={99} />
      <Chip label="Borrador" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Noticias' });
    await expect(link).toHaveAttribute('href', '/categoria/1');
  },
};

export const AllCategoriesDark: Story = { ...AllCategories, globals: { theme: 'dark' } };
