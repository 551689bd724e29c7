import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: '100%', height: '1em' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The loading shape of a post card: cover, two title lines, three summary lines. */
export const PostCardShape: Story = {
  render: () => (
    <div role="status" aria-label="Cargando publicaciones..." style={{ display: 'grid', gap: 8, width: 300 }}>
      <Skeleton aspectRatio="16 / 9" radius="12px" />
      <Skeleton height="1.2em" />
      <Skeleton height="1.2em" width="70%" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="40%" />
    </div>
  ),
};

export const PostCardShapeDark: Story = { ...PostCardShape, globals: { theme: 'dark' } };
