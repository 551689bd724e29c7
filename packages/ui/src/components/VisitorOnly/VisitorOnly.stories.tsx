import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Callout } from '../Callout/Callout';
import { guidance } from '../story-guidance';
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_VALUE } from './signed-in-mark';
import { VisitorOnly } from './VisitorOnly';

const meta = {
  title: 'Components/VisitorOnly',
  component: VisitorOnly,
  parameters: {
    docs: guidance({
      resumen: [
        'Envuelve bloques solo para visitantes (invitaciones a registrarse) y los oculta en cuanto hay',
        'sesión.',
      ],
      usar: 'Para invitaciones y ventajas de crear cuenta en páginas que se sirven iguales para todos.',
      evitar: 'Para ocultar información privada: el contenido sigue en el HTML, solo deja de mostrarse.',
      accesibilidad: [
        'Oculta con `display: none`, así que, con sesión iniciada, el bloque tampoco se lee ni recibe',
        'el foco. No añade ningún elemento: lo que envuelve se ordena como si no estuviera.',
      ],
    }),
  },
  args: {
    children: (
      <Callout
        tone="surface"
        title="Únete a la comunidad"
        text="Crea tu cuenta para comentar y guardar tus artículos."
      />
    ),
  },
} satisfies Meta<typeof VisitorOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees the invitation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Únete a la comunidad')).toBeVisible();
  },
};

/** With the signed-in mark on <html>, the invitation is hidden by CSS alone, before any script runs. */
export const HiddenWhenSignedIn: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    root.setAttribute(SIGNED_IN_ATTRIBUTE, SIGNED_IN_VALUE);
    try {
      await waitFor(() => expect(within(canvasElement).getByText('Únete a la comunidad')).not.toBeVisible());
    } finally {
      root.removeAttribute(SIGNED_IN_ATTRIBUTE);
    }
    await expect(within(canvasElement).getByText('Únete a la comunidad')).toBeVisible();
  },
};
