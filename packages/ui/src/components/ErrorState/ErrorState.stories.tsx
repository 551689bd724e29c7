import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: {
    title: 'Error al cargar la categoría',
    message: 'No se pudieron cargar los datos. Por favor, intenta de nuevo mas tarde.',
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const onBack = fn();

export const WithAction: Story = {
  args: { actions: <Button onClick={onBack}>Volver a categorías</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al cargar la categoría');
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a categorías' }));
    await expect(onBack).toHaveBeenCalled();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
