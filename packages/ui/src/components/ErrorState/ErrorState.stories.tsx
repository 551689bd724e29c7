import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { guidance } from '../story-guidance';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  parameters: {
    docs: guidance({
      resumen: 'Bloque que dice que algo no se pudo cargar o hacer, con la opción de reintentar.',
      usar: [
        'En el lugar del contenido que falló (un listado, un panel), con un mensaje claro en español y',
        '`onRetry` si repetir puede funcionar.',
      ],
      evitar: [
        'Para errores de un campo (van en el propio campo) o avisos breves sobre un formulario',
        '(`Notice`). Nunca muestres trazas técnicas.',
      ],
      accesibilidad: [
        'Se anuncia en cuanto aparece (`role="alert"`), así que muéstralo solo cuando el error ocurre,',
        'no de antemano. «Reintentar» es un botón normal, alcanzable con Tab y antes que el resto de',
        'acciones.',
      ],
    }),
  },
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
