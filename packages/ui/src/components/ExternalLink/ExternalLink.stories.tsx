import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { ExternalLink } from './ExternalLink';

const meta = {
  title: 'Components/ExternalLink',
  component: ExternalLink,
  parameters: {
    docs: guidance({
      resumen: 'Enlace a otro sitio que se abre en una pestaña nueva y lo dice.',
      usar: [
        'Para enlaces fuera del sitio cuando conviene no sacar al lector de lo que está leyendo',
        '(fuentes, perfiles, mapas).',
      ],
      evitar: 'Para enlaces internos (usa `TextLink` o `Link`): abrir pestañas sin necesidad desorienta.',
      accesibilidad: [
        'La flecha avisa a la vista; a los lectores de pantalla se les dice «Se abre en una pestaña',
        'nueva» como descripción del enlace. El texto del enlace debe nombrar el destino, no «aquí».',
      ],
    }),
  },
  args: { href: 'https://www.openstreetmap.org/', children: 'Ver en OpenStreetMap' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpensANewTabAndSaysSo: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver en OpenStreetMap' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleDescription('Se abre en una pestaña nueva');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const InRunningText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 320 }}>
      Las imágenes del mapa vienen de <ExternalLink {...args}>OpenStreetMap y sus colaboradores</ExternalLink>
      , con licencia abierta.
    </p>
  ),
};
