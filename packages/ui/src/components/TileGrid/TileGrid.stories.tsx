import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tileColumns } from '../../internal/tile-columns';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { CategoryCard } from '../CategoryCard/CategoryCard';
import { guidance } from '../story-guidance';
import { TileGrid } from './TileGrid';

const categories = [
  { id: 1, name: 'Noticias', description: 'Novedades de la vida escolar.' },
  { id: 2, name: 'Técnicas de Estudio', description: 'Métodos para estudiar mejor.' },
  { id: 3, name: 'Problemáticas en el Estudio', description: 'Obstáculos y cómo superarlos.' },
  { id: 4, name: 'Educación de Calidad', description: 'Prácticas que mejoran el aula.' },
];

const meta = {
  title: 'Components/TileGrid',
  component: TileGrid,
  parameters: {
    docs: guidance({
      resumen: 'Tarjetas en cuadrícula: tres o cuatro por fila, dos en tabletas y una en móviles.',
      usar: 'Para colecciones de tarjetas del mismo tipo (categorías, información).',
      evitar: 'Para listados de posts (usa `PostGrid`, que maneja sus estados).',
      accesibilidad: [
        'Es una lista: cada hijo debe ser un `<li>`. Si la página tiene varias cuadrículas, nómbralas',
        'con `label`. El orden de lectura sigue el del código, fila a fila.',
      ],
    }),
  },
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

export const FourAcross: Story = { args: { columns: 4 } };

export const NamedList: Story = {
  tags: ['!autodocs', '!dev'],
  args: { label: 'Categorías' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Categorías' })).toBeVisible();
  },
};
