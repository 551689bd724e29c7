import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  parameters: {
    docs: guidance({
      resumen: 'Lista desplegable para elegir un valor entre varios (categoría, orden).',
      usar: 'Para elegir una opción entre cinco o más, o cuando el espacio es poco.',
      evitar: 'Para dos o tres opciones que conviene ver a la vez, ni para acciones (usa `DropdownMenu`).',
      accesibilidad: [
        'Tiene etiqueta visible; con `hideLabel` queda solo para lectores de pantalla cuando el diseño',
        'no tiene sitio. Se abre con Enter, Espacio o las flechas, se elige con Enter y la escritura',
        'salta a la opción que empieza así; Escape cierra sin cambiar.',
      ],
    }),
  },
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

export const ChoosesWithTheKeyboard: Story = {
  tags: ['!autodocs', '!dev'],
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
