import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InboxIcon } from '../../icons/InboxIcon';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { DonutChart } from '../DonutChart/DonutChart';
import { StatCard } from '../StatCard/StatCard';
import { AdminOverview } from './AdminOverview';

const chart = (
  <DonutChart
    title="Publicaciones por categoría"
    data={[
      { id: 1, name: 'Noticias', count: 6 },
      { id: 2, name: 'Técnicas de Estudio', count: 5 },
      { id: 5, name: 'Herramientas Tecnológicas', count: 4 },
      { id: 7, name: 'Comunidad y Colaboración', count: 3 },
    ]}
  />
);

const meta = {
  title: 'Fragments/Admin/AdminOverview',
  component: AdminOverview,
  args: {
    label: 'Resumen de publicaciones',
    figures: (
      <StatCard
        label="Total de publicaciones"
        value={18}
        icon={<InboxIcon size="md" />}
        description="2 borradores"
      />
    ),
    chart,
  },
  decorators: [
    withCategoryTones,
    (Story) => (
      <div style={{ maxWidth: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Below 768 px the chart goes under the figures. */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

export const IsANamedRegion: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Resumen de publicaciones' });
    await expect(within(region).getByText('Total de publicaciones')).toBeVisible();
    await expect(
      within(region).getByRole('table', { name: 'Publicaciones por categoría' }),
    ).toBeInTheDocument();
  },
};
