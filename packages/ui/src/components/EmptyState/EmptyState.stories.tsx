import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InboxIcon } from '../../icons/InboxIcon';
import { Button } from '../Button/Button';
import { guidance } from '../story-guidance';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  parameters: {
    docs: guidance({
      resumen: 'Mensaje para un lugar sin contenido todavía: sin resultados, sin comentarios, sin posts.',
      usar: [
        'Cuando una lista o búsqueda no devuelve nada; di por qué y, si se puede, qué hacer (con',
        '`actions`).',
      ],
      evitar: 'Para errores de carga (usa `ErrorState`) ni mientras se carga (`Spinner` o `Skeleton`).',
      accesibilidad: [
        'El título es un encabezado del nivel que le toca; el icono es decorativo y queda oculto para',
        'los lectores de pantalla. No se anuncia solo: si aparece tras una búsqueda, acompáñalo de un',
        'estado (`ListingStatus`) que diga el resultado.',
      ],
    }),
  },
  args: {
    title: 'No se encontraron publicaciones',
    description: 'No hay publicaciones disponibles en este momento.',
    icon: <InboxIcon size="inherit" />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The glyph (any node, not only an icon) repeats what the heading says, so screen readers skip it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const glyph = canvasElement.querySelector('svg');
    await expect(glyph?.parentElement).toHaveAttribute('aria-hidden', 'true');
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No se encontraron publicaciones' }),
    ).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No hay publicaciones disponibles',
    description: 'No se encontraron artículos en esta categoría con "evaluación".',
    actions: <Button tone="secondary">Explorar otras categorías</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No hay publicaciones disponibles' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Explorar otras categorías' })).toBeEnabled();
  },
};
