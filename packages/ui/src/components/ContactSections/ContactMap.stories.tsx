import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { ContactMap } from './ContactMap';

const meta = {
  title: 'Components/ContactSections/ContactMap',
  component: ContactMap,
  parameters: {
    docs: guidance({
      resumen: 'Mapa dibujado del lugar de contacto, con la dirección y un enlace al mapa real.',
      usar: 'En la página de contacto, cuando importa dónde está un lugar físico.',
      evitar: [
        'Para indicaciones detalladas o rutas: el mapa es un esquema; el enlace lleva al servicio de',
        'mapas.',
      ],
      accesibilidad: [
        'El dibujo es una imagen con nombre: escribe en `description` lo que muestra («Plano del campus',
        'con la Facultad de Ciencias al norte»). La dirección está también como texto, y el enlace al',
        'mapa real dice que se abre en otra pestaña.',
      ],
    }),
  },
  args: {
    plan: {
      width: 640,
      height: 360,
      streets: { vertical: [150, 330, 500], horizontal: [90, 220], width: 14 },
      highlight: { column: 1, row: 1 },
      park: { column: 3, row: 0 },
      pin: { x: 240, y: 160 },
    },
    description: 'Mapa ilustrado: la biblioteca central, entre dos avenidas',
    placeLabel: 'Biblioteca central',
    address: 'Biblioteca central, Ciudad de Ejemplo',
    mapHref: 'https://www.openstreetmap.org/',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Mapa ilustrado: la biblioteca central, entre dos avenidas' }),
    ).toBeVisible();
    await expect(canvas.getByText('Biblioteca central, Ciudad de Ejemplo').tagName).toBe('ADDRESS');
  },
};

export const RealMapInANewTab: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver en OpenStreetMap' });
    await expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/');
    await expect(link).toHaveAccessibleDescription('Se abre en una pestaña nueva');
  },
};

/** One block is highlighted: the place itself. */
export const HighlightsThePlace: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const blocks = [...canvasElement.querySelectorAll('svg rect[rx="6"]')].filter(
      (rect) => rect.getAttribute('height') !== '32',
    );
    const classes = new Set(blocks.map((rect) => rect.getAttribute('class')));
    // Twelve blocks (four columns by three rows) in three styles: city blocks, the park and the place.
    await expect(blocks).toHaveLength(12);
    await expect(classes.size).toBe(3);
    // City blocks hold buildings and the park trees, so the plan reads as a map, not as placeholders.
    await expect(canvasElement.querySelectorAll('svg rect[rx="2"]').length).toBeGreaterThan(12);
    await expect(canvasElement.querySelectorAll('svg circle').length).toBeGreaterThan(1);
  },
};

/** The embedded map is a third-party page: nothing of it loads until the reader asks. */
export const ShowsTheMapOnRequest: Story = {
  tags: ['!autodocs', '!dev'],
  // A blank page stands for OpenStreetMap's embed: stories reach no map server.
  args: { embedSrc: 'about:blank' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar mapa' }));
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await expect(frame).toHaveAttribute('title', 'Mapa interactivo de OpenStreetMap');
    await expect(canvas.getByRole('link', { name: /© Colaboradores de OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    await expect(canvas.queryByRole('button', { name: 'Mostrar mapa' })).toBeNull();
  },
};

export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};
