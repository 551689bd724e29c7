import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tokens } from './Tokens';

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: { theme: 'light' } };
export const Dark: Story = { globals: { theme: 'dark' } };
