import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle';
import { withThemeProvider } from './theme-story-decorator';

const meta = {
  title: 'Fragments/ThemeToggle',
  component: ThemeToggle,
  decorators: [withThemeProvider],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Activar tema oscuro' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Activar tema claro' })).toBeVisible();
  },
};

export const SwitchesWithPointerAndKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Activar tema oscuro' }));
    const toLight = canvas.getByRole('button', { name: 'Activar tema claro' });

    toLight.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Activar tema oscuro' })).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Activar tema claro' })).toHaveFocus();
  },
};
