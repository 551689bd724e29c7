import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { SearchBox } from '../SearchBox/SearchBox';
import { Select } from '../Select/Select';
import { type SortOrder, SortSelect } from '../SortSelect/SortSelect';
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
  title: 'Fragments/ListingToolbar',
  component: ListingToolbar,
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
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

/** A 320 px screen leaves 288 px: the controls wrap, one under another, and nothing sticks out. */
export const WrapsOnAPhone: Story = {
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
  render: () => <ListingStatus>1 resultado para «pomodoro»</ListingStatus>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 resultado para «pomodoro»');
  },
};
