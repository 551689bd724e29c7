import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from '../../icons';
import { CheckCircleIcon, EyeIcon } from '../../icons';
import { vars } from '../../theme/contract.css';
import { guidance } from '../story-guidance';
import { Icon, iconSizes } from './Icon';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  parameters: {
    docs: guidance({
      resumen: [
        'La base de los iconos del paquete: dibujo SVG de 24 × 24 en el color del texto, con tamaños de',
        'la escala.',
      ],
      usar: [
        'Junto a un texto o dentro de un control para reforzar su sentido. Los iconos con nombre',
        '(`CheckIcon`, `CloseIcon`…) reciben las mismas props.',
      ],
      evitar: [
        'Como único contenido de un botón sin nombre (usa `IconButton`, que lo exige) ni en lugar de',
        'palabras que el lector necesita.',
      ],
      accesibilidad: [
        'Sin `label` es decorativo y queda oculto a los lectores de pantalla. Con `label` (en español)',
        'es una imagen con ese nombre: úsalo solo si el icono dice algo que no está escrito al lado.',
        'Toma `currentColor`, así que su contraste es el del texto que acompaña.',
      ],
    }),
  },
  args: {
    size: 'lg',
    children: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="m8 12.5 2.8 2.8L16.5 9" />
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: iconSizes },
    label: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every named icon of the set, at the default size. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, max-content)',
        gap: '16px 32px',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, NamedIcon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <NamedIcon />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 16, fontSize: 32 }}>
      {iconSizes.map((size) => (
        <EyeIcon key={size} size={size} />
      ))}
    </div>
  ),
};

/** The icon takes the colour of the text around it. */
export const FollowsTextColour: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => (
    <p style={{ color: vars.color.success, display: 'flex', alignItems: 'center', gap: 8 }}>
      <CheckCircleIcon size="sm" />
      Guardado
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
    await expect(getComputedStyle(svg as SVGElement).color).toBe(
      getComputedStyle(svg?.parentElement as HTMLElement).color,
    );
  },
};

export const DecorativeByDefault: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <EyeIcon />,
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const NamedWhenLabelled: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <CheckCircleIcon label="Publicado" />,
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Publicado' });
    await expect(image).not.toHaveAttribute('aria-hidden');
  },
};
