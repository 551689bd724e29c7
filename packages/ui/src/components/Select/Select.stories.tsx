import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Categoría',
    placeholder: 'Todas las categorías',
    onValueChange: fn(),
    options: [
      { value: 'todas', label: 'Todas las categorías' },
      { value: '1', label: 'Noticias' },
      { value: '2', label: 'Técnicas de Estudio' },
      { value: 'explore', label: 'Explorar todas las categorías' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

export const ChoosesWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    // The list's code arrives with the first press, and the full trigger takes the stand-in's place.
    const trigger = () => within(canvasElement).getByRole('combobox', { name: 'Categoría' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Técnicas de Estudio' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await expect(trigger()).toHaveTextContent('Técnicas de Estudio');
    await expect(trigger()).toHaveFocus();
  },
};
