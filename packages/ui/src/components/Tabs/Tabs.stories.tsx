import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'codigo' },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Modo HTML">
        <Tabs.Trigger value="codigo">Código</Tabs.Trigger>
        <Tabs.Trigger value="vista">Vista previa</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="codigo">El código HTML de la publicación.</Tabs.Content>
      <Tabs.Content value="vista">Así se verá la publicación.</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

export const ArrowKeysSwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Código' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Vista previa' })).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Así se verá la publicación.');
  },
};
