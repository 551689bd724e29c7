import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { Chip, chipTones, chipVariants } from './Chip';

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
  args: { label: 'Técnicas de Estudio', category: 2 },
  argTypes: {
    variant: { control: 'inline-radio', options: chipVariants },
    tone: { control: 'inline-radio', options: chipTones },
  },
  decorators: [withCategoryTones],
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllCategories: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {categories.map(([id, name]) => (
        <Chip key={id} label={name} category={id} href={`/categoria/${id}`} />
      ))}
      <Chip label="Sin categoría" category={99} />
      <Chip label="Borrador" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Noticias' });
    await expect(link).toHaveAttribute('href', '/categoria/1');
  },
};

export const AllCategoriesDark: Story = { ...AllCategories, globals: { theme: 'dark' } };

/** Badges without a category: every variant in every tone. */
export const VariantsByTone: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {chipVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {chipTones.map((tone) => (
            <Chip key={tone} variant={variant} tone={tone} label={`Borrador (${variant}, ${tone})`} />
          ))}
        </div>
      ))}
    </div>
  ),
};
export const VariantsByToneDark: Story = { ...VariantsByTone, globals: { theme: 'dark' } };
