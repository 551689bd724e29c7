import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { guidance } from '../story-guidance';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Guarda el post sin publicarlo',
    children: <Button tone="secondary">Guardar borrador</Button>,
  },
  parameters: {
    layout: 'centered',
    docs: guidance({
      resumen: 'Pista breve que aparece sobre un control al pasar el puntero o llevarle el foco.',
      usar: 'Para aclarar un control cuyo sentido no es del todo obvio («Guarda el post sin publicarlo»).',
      evitar: [
        'Para información imprescindible, para contenido con enlaces o botones, o en móviles como única',
        'explicación: no todos lo verán.',
      ],
      accesibilidad: [
        'Su hijo debe ser un solo elemento enfocable; el texto aparece con el foco de teclado además',
        'del puntero, describe al control y Escape lo cierra. No lo uses para dar nombre a un botón de',
        'icono: eso lo hace `label` en `IconButton`.',
      ],
    }),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsOnKeyboardFocus: Story = {
  tags: ['!autodocs', '!dev'],
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Guarda el post sin publicarlo');
    await userEvent.keyboard('{Escape}');
  },
};
