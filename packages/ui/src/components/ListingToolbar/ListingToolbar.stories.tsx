import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { SearchBox } from '../SearchBox/SearchBox';
import { Select } from '../Select/Select';
import { type SortOrder, SortSelect } from '../SortSelect/SortSelect';
import { guidance } from '../story-guidance';
import { ListingStatus, ListingToolbar, listingStatusAlignments } from './ListingToolbar';

const categories = [
  { value: 'todas', label: 'Todas las categorías' },
  { value: '1', label: 'Noticias' },
  { value: '2', label: 'Técnicas de Estudio' },
];

function Controls() {
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState('todas');
  const [sort, setSort] = useState<SortOrder>('reciente');
  return (
    <ListingToolbar
      search={
        <SearchBox
          value={term}
          onChange={setTerm}
          placeholder="Buscar publicaciones..."
          label="Buscar publicaciones"
        />
      }
    >
      <Select label="Categoría" options={categories} value={category} onValueChange={setCategory} />
      <SortSelect value={sort} onChange={setSort} />
    </ListingToolbar>
  );
}

const meta = {
  title: 'Components/ListingToolbar',
  component: ListingToolbar,
  subcomponents: { ListingStatus },
  parameters: {
    docs: guidance({
      resumen: [
        'Los controles encima de un listado: buscador, filtros y orden; `ListingStatus` dice cuántos',
        'resultados hay.',
      ],
      usar: 'Encima de un `PostGrid` o de cualquier listado que se busca o filtra.',
      evitar: [
        'Para acciones de la página (van en `PageHeader`) ni con un solo control, que no necesita',
        'barra.',
      ],
      accesibilidad: [
        'El orden de lectura y de Tab es el visual: buscador, filtros, orden. `ListingStatus` es una',
        'región de estado: su texto («3 resultados para «pomodoro»») se anuncia al cambiar, así que',
        'mantenlo en la página aunque esté vacío.',
      ],
    }),
  },
  args: { search: null },
  render: () => <Controls />,
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar publicaciones' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Categoría' })).toBeVisible();
  },
};

/** A 320 px screen leaves 288 px: the controls wrap, one under another, and nothing sticks out. */
export const WrapsOnAPhone: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  decorators: [
    (Story) => (
      <div style={{ width: 288 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};

export const StatusLines: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {listingStatusAlignments.map((align) => (
        <ListingStatus key={align} align={align}>
          3 de 7 categorías
        </ListingStatus>
      ))}
    </div>
  ),
};

export const StatusIsReadOut: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <ListingStatus>1 resultado para «pomodoro»</ListingStatus>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 resultado para «pomodoro»');
  },
};
