import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { guidance } from '../story-guidance';
import { type ToastOptions, ToastProvider, useToast } from './ToastProvider';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast(options)}>Mostrar aviso</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  args: { children: null },
  render: (_, { parameters }) => (
    <ToastProvider>
      <Trigger options={parameters.toast as ToastOptions} />
    </ToastProvider>
  ),
  parameters: {
    toast: { title: 'Comentario publicado exitosamente', tone: 'success' },
    docs: guidance({
      resumen: [
        'Notificaciones pasajeras en una esquina: `ToastProvider` da a su contenido `useToast()` para',
        'mostrarlas.',
      ],
      usar: 'Para confirmar algo que ya ocurrió y no exige respuesta («Comentario publicado»).',
      evitar: [
        'Para errores que el lector debe corregir o información que necesita conservar: usa `Notice` o',
        '`ErrorState`, que no desaparecen.',
      ],
      accesibilidad: [
        'Se anuncian sin mover el foco: los de tono `danger` de inmediato y el resto con cortesía. Se',
        'cierran solos a los 5 s, salvo mientras el puntero o el foco están encima; F8 lleva a la zona',
        'de notificaciones y cada una tiene el botón «Cerrar notificación». Sin animación si el lector',
        'pidió reducir el movimiento.',
      ],
    }),
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar aviso' }));
    await expect(await screen.findByText('Comentario publicado exitosamente')).toBeVisible();
    // The region F8 jumps to is named in the dictionary's Spanish, not Radix's English default.
    await expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeInTheDocument();
  },
};

export const ErrorTone: Story = {
  parameters: {
    toast: { title: 'Error al publicar el comentario: ', description: 'Error desconocido', tone: 'danger' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar aviso' }));
    await expect(await screen.findByText('Error desconocido')).toBeVisible();
  },
};

export const ClosesByItself: Story = {
  tags: ['!autodocs', '!dev'],
  parameters: { toast: { title: 'Comentario eliminado exitosamente', tone: 'success', duration: 300 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar aviso' }));
    await expect(await screen.findByText('Comentario eliminado exitosamente')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Comentario eliminado exitosamente')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const CloseButton: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar aviso' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar notificación' }));
    await waitFor(() => expect(screen.queryByText('Comentario publicado exitosamente')).toBeNull());
  },
};
