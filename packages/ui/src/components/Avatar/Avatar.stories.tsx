import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandProvider } from '../../providers/BrandProvider';
import { exampleBrand } from '../../providers/example-brand';
import { Avatar, avatarSizes } from './Avatar';

// A real image as a data URL (a teal 2×2 GIF), longer than the 30-character threshold.
const PHOTO = 'data:image/gif;base64,R0lGODlhAgACAIAAAAtERAAAACwAAAAAAgACAAACAoRRADs=';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { src: PHOTO, alt: 'María López', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  decorators: [
    (Story) => (
      <BrandProvider brand={exampleBrand}>
        <Story />
      </BrandProvider>
    ),
  ],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const FallsBackToTheLogo: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Avatar src="" alt="Sin imagen" />
      <Avatar src="null" alt="Texto null" />
      <Avatar src="data:image/png;base64,AAA" alt="Demasiado corto" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Sin imagen', 'Texto null', 'Demasiado corto']) {
      await expect(canvas.getByRole('img', { name })).toHaveAttribute('src', exampleBrand.logoSrc);
    }
  },
};

export const Dark: Story = { ...Sizes, globals: { theme: 'dark' } };
