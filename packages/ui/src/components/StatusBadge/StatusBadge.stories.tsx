import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { postStatuses, StatusBadge } from './StatusBadge';

const meta = {
  title: 'Fragments/Admin/StatusBadge',
  component: StatusBadge,
  args: { status: 'publicado' },
  argTypes: { status: { control: 'inline-radio', options: postStatuses } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {postStatuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

export const PublishedReadsPublicado: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Publicado')).toBeVisible();
  },
};

export const DraftReadsBorrador: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { status: 'borrador' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Borrador')).toBeVisible();
    await expect(within(canvasElement).queryByText('Publicado')).toBeNull();
  },
};
