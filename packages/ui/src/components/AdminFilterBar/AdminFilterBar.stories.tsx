import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SortOrder } from '../SortSelect/SortSelect';
import { AdminFilterBar, type AdminStatusFilter } from './AdminFilterBar';

/** Holds the values, as a page would, and still reports every change to the story's spies. */
function Controlled(args: ComponentProps<typeof AdminFilterBar>) {
  const [search, setSearch] = useState(args.search);
  const [status, setStatus] = useState<AdminStatusFilter>(args.status);
  const [sort, setSort] = useState<SortOrder>(args.sort);
  const [category, setCategory] = useState<number | null>(args.category ?? null);
  return (
    <AdminFilterBar
      search={search}
      onSearchChange={(term) => {
        setSearch(term);
        args.onSearchChange(term);
      }}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        args.onStatusChange(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange(next);
      }}
      categories={args.categories}
      category={category}
      onCategoryChange={(next) => {
        setCategory(next);
        args.onCategoryChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Admin/AdminFilterBar',
  component: AdminFilterBar,
  args: {
    search: '',
    status: 'publicado',
    sort: 'reciente',
    onSearchChange: fn(),
    onStatusChange: fn(),
    onSortChange: fn(),
    onCategoryChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['publicado', 'borrador', 'todas'] },
    sort: { control: 'inline-radio', options: ['reciente', 'antiguo', 'alfabetico'] },
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The states of the bar, one per story: a page has one search landmark. */
export const DraftsWithTerm: Story = { args: { status: 'borrador', search: 'pomodoro', sort: 'antiguo' } };
export const EveryPostAlphabetical: Story = { args: { status: 'todas', sort: 'alfabetico' } };

export const TypingCallsBack: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Buscar publicaciones' }),
      'ab',
    );
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ab');
  },
};

export const StatusChangeCallsBack: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Estado' });
    await expect(trigger).toHaveTextContent('Publicadas');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const options = (await body.findAllByRole('option')).map((option) => option.textContent);
    await expect(options).toEqual(['Publicadas', 'Borradores', 'Todas']);
    await userEvent.click(body.getByRole('option', { name: 'Borradores' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('borrador');
  },
};

export const SortChangeCallsBack: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Ordenar por' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Alfabéticamente' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('alfabetico');
  },
};

/** A 320 px screen leaves 288 px: the controls wrap and nothing sticks out. */
export const FitsOnAPhone: Story = {
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

const categories = [
  { id: 1, name: 'Noticias' },
  { id: 2, name: 'Técnicas de Estudio' },
  { id: 5, name: 'Herramientas Tecnológicas' },
];

/** With the categories to narrow the list to (the panel passes the server's). */
export const WithCategories: Story = { args: { status: 'todas', categories, category: 2 } };

export const CategoryChangeCallsBack: Story = {
  tags: ['!autodocs', '!dev'],
  args: { status: 'todas', categories },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Categoría' });
    await expect(trigger).toHaveTextContent('Todas las categorías');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const options = (await body.findAllByRole('option')).map((option) => option.textContent);
    await expect(options).toEqual([
      'Todas las categorías',
      'Noticias',
      'Técnicas de Estudio',
      'Herramientas Tecnológicas',
    ]);
    await userEvent.click(body.getByRole('option', { name: 'Herramientas Tecnológicas' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(await body.findByRole('option', { name: 'Todas las categorías' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithCategoriesFitsOnAPhone: Story = {
  tags: ['!autodocs', '!dev'],
  args: { status: 'todas', categories, category: 5 },
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
