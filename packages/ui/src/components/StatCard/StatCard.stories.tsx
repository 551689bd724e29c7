import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InboxIcon } from '../../icons/InboxIcon';
import { StatCard } from './StatCard';

const meta = {
  title: 'Fragments/Admin/StatCard',
  component: StatCard,
  args: { label: 'Total de publicaciones', value: 42 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <StatCard label="Total de publicaciones" value={0} />
      <StatCard label="Total de publicaciones" value={42} icon={<InboxIcon size="md" />} />
      <StatCard
        label="Total de publicaciones"
        value={1250}
        icon={<InboxIcon size="md" />}
        description="38 borradores"
      />
    </div>
  ),
};

export const FigureFollowsItsLabel: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { value: 1250, icon: <InboxIcon size="md" />, description: '38 borradores' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Total de publicaciones');
    const [figure, description] = canvas.getAllByRole('definition');
    await expect(figure).toHaveTextContent('1,250');
    await expect(description).toHaveTextContent('38 borradores');
  },
};

/** A 320 px screen leaves 288 px: a long label wraps instead of sticking out. */
export const FitsOnAPhone: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { label: 'Publicaciones en revisión por el equipo editorial', value: 1250000 },
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
