import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { type CategoryCount, DonutChart } from './DonutChart';

const counts: CategoryCount[] = [
  { id: 1, name: 'Noticias', count: 12 },
  { id: 2, name: 'Técnicas de Estudio', count: 8 },
  { id: 3, name: 'Problemáticas en el Estudio', count: 5 },
  { id: 4, name: 'Educación de Calidad', count: 4 },
  { id: 5, name: 'Herramientas Tecnológicas', count: 7 },
  { id: 6, name: 'Desarrollo Profesional Docente', count: 3 },
  { id: 7, name: 'Comunidad y Colaboración', count: 2 },
  { id: 9, name: 'Otras', count: 1 },
];

const meta = {
  title: 'Fragments/Admin/DonutChart',
  component: DonutChart,
  args: { title: 'Publicaciones por categoría', data: counts },
  decorators: [
    withCategoryTones,
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One category, a zero beside others, and nothing at all. */
export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <DonutChart title="Una sola categoría" data={[{ id: 2, name: 'Técnicas de Estudio', count: 3 }]} />
      <DonutChart
        title="Con una categoría vacía"
        data={[
          { id: 1, name: 'Noticias', count: 2 },
          { id: 5, name: 'Herramientas Tecnológicas', count: 0 },
          { id: 6, name: 'Desarrollo Profesional Docente', count: 1 },
        ]}
      />
      <DonutChart title="Sin publicaciones" data={[]} />
    </div>
  ),
};

export const TableListsEveryCategory: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Publicaciones por categoría' });
    const rows = within(table).getAllByRole('row');
    // A header row, one row per category, and the total.
    await expect(rows).toHaveLength(counts.length + 2);
    for (const { name, count } of counts) {
      const row = within(table).getByRole('rowheader', { name }).closest('tr');
      await expect(row).toHaveTextContent(`${name}${count}`);
    }
    await expect(rows.at(-1)).toHaveTextContent('Total42');
  },
};

export const RingDrawsOneSlicePerCountedCategory: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: {
    data: [
      { id: 1, name: 'Noticias', count: 3 },
      { id: 2, name: 'Técnicas de Estudio', count: 0 },
      { id: 3, name: 'Problemáticas en el Estudio', count: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    // The track plus two slices; the empty category has no slice but keeps its legend line.
    await expect(canvasElement.querySelectorAll('circle')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(3);
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** What the ring counts, said under it; an empty chart has nothing to explain. */
export const NoteSaysWhatItCounts: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { note: 'Cada publicación cuenta una vez, en su primera categoría. Incluye borradores.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.note ?? '')).toBeVisible();
  },
};

export const NoNoteWhenEmpty: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { data: [], note: 'Cada publicación cuenta una vez, en su primera categoría.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay publicaciones para mostrar.')).toBeVisible();
    await expect(canvas.queryByText(/primera categoría/)).toBeNull();
  },
};

export const EmptyShowsMessage: Story = {
  tags: ['!autodocs', '!dev'],
  args: { data: [{ id: 1, name: 'Noticias', count: 0 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay publicaciones para mostrar.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * A 320 px screen leaves 288 px: the legend goes under the ring and nothing sticks out, not even the
 * table for screen readers (positioned, so it counts in the phone's width).
 */
export const FitsOnAPhone: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  decorators: [
    (Story) => (
      <div style={{ width: 288, position: 'relative' }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
