import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Guarda el post sin publicarlo',
    children: <Button tone="secondary">Guardar borrador</Button>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsOnKeyboardFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Guarda el post sin publicarlo');
    await userEvent.keyboard('{Escape}');
  },
};

export const ShowsOnKeyboardFocusDark: Story = { ...ShowsOnKeyboardFocus, globals: { theme: 'dark' } };
