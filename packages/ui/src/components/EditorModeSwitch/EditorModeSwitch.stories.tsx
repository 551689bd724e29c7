import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type EditorMode, EditorModeSwitch } from './EditorModeSwitch';

const meta = {
  title: 'Fragments/Editor/EditorModeSwitch',
  component: EditorModeSwitch,
  args: { mode: 'simple', onModeChange: fn() },
} satisfies Meta<typeof EditorModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Modo del editor' });
    await expect(within(group).getByRole('radio', { name: 'Simple' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'HTML' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'HTML' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('html');
  },
};

export const HtmlMode: Story = { args: { mode: 'html' } };

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const OneModeIsAlwaysChosen: Story = {
  tags: ['!autodocs', '!dev'],
  args: { mode: 'html' },
  play: async ({ args, canvasElement }) => {
    const html = within(canvasElement).getByRole('radio', { name: 'HTML' });
    await userEvent.click(html);
    await expect(args.onModeChange).not.toHaveBeenCalled();
    await expect(html).toBeChecked();
  },
};

export const ShownModeFollowsTheApp: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'HTML' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('html');
    // Until the app accepts the change (after its confirmation), Simple stays chosen.
    await expect(canvas.getByRole('radio', { name: 'Simple' })).toBeChecked();
  },
};

function Switchable() {
  const [mode, setMode] = useState<EditorMode>('simple');
  return (
    <>
      <EditorModeSwitch mode={mode} onModeChange={setMode} />
      <p>Modo actual: {mode}</p>
    </>
  );
}

export const KeyboardSwitchesModes: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <Switchable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Simple' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'HTML' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Modo actual: html')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'HTML' })).toBeChecked();
  },
};
