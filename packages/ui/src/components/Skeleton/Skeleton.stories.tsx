import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../story-guidance';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  parameters: {
    docs: guidance({
      resumen: 'Bloque gris con la forma del contenido que está cargando.',
      usar: [
        'Mientras carga algo cuya forma se conoce (una tarjeta, una línea de texto), para que la página',
        'no salte.',
      ],
      evitar: 'Para cargas largas o sin forma conocida (usa `Spinner` con un texto).',
      accesibilidad: [
        'Está oculto a los lectores de pantalla: acompaña la zona que carga con un mensaje de estado',
        '(por ejemplo un `Spinner` con etiqueta). La animación se detiene si el lector pidió reducir el',
        'movimiento.',
      ],
    }),
  },
  args: { width: '100%', height: '1em' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The loading shape of a post card: cover, two title lines, three summary lines. */
export const PostCardShape: Story = {
  render: () => (
    <div role="status" aria-label="Cargando publicaciones..." style={{ display: 'grid', gap: 8, width: 300 }}>
      <Skeleton aspectRatio="16 / 9" radius="12px" />
      <Skeleton height="1.2em" />
      <Skeleton height="1.2em" width="70%" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="40%" />
    </div>
  ),
};
