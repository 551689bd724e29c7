import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Recordarme', name: 'remember', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="Recordarme" />
      <Checkbox label="Marcado" defaultChecked />
      <Checkbox label="Desactivado" disabled />
      <Checkbox label="Acepto los términos y condiciones" error="Debes aceptar los términos y condiciones" />
    </div>
  ),
};

export const StatesDark: Story = { ...States, globals: { theme: 'dark' } };

export const TogglesWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Recordarme' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
