import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tileColumns } from '../../internal/tile-columns';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { CategoryCard } from '../CategoryCard/CategoryCard';
import { TileGrid } from './TileGrid';

const categories = [
  { id: 1, name: 'Noticias', description: 'Novedades de la vida escolar.' },
  { id: 2, name: 'Técnicas de Estudio', description: 'Métodos para estudiar mejor.' },
  { id: 3, name: 'Problemáticas en el Estudio', description: 'Obstáculos y cómo superarlos.' },
  { id: 4, name: 'Educación de Calidad', description: 'Prácticas que mejoran el aula.' },
];

const meta = {
  title: 'Fragments/TileGrid',
  component: TileGrid,
  args: {
    columns: 3,
    children: categories.map((category) => (
      <li key={category.id}>
        <CategoryCard {...category} href={`/categoria/${category.id}`} />
      </li>
    )),
  },
  argTypes: { columns: { control: 'inline-radio', options: tileColumns }, children: { control: false } },
  decorators: [
    withCategoryTones,
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    // Three across: the fourth card starts a second row.
    const [first, , third, fourth] = cards.map((card) => card.getBoundingClientRect().top);
    await expect(third).toBe(first);
    await expect(fourth).toBeGreaterThan(first ?? 0);
  },
};
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

export const FourAcross: Story = { args: { columns: 4 } };

export const NamedList: Story = {
  args: { label: 'Categorías' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Categorías' })).toBeVisible();
  },
};
