import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandProvider } from '../../providers/BrandProvider';
import { exampleBrand } from '../../providers/example-brand';
import { guidance } from '../story-guidance';
import { Avatar, avatarSizes } from './Avatar';

// A real image as a data URL (a teal 2×2 GIF), longer than the 30-character threshold.
const PHOTO = 'data:image/gif;base64,R0lGODlhAgACAIAAAAtERAAAACwAAAAAAgACAAACAoRRADs=';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  parameters: {
    docs: guidance({
      resumen: [
        'La foto de perfil de una persona, redonda, en tres tamaños; si falta o no carga, muestra el',
        'logo de la marca.',
      ],
      usar: 'Junto al nombre de quien escribe, comenta o tiene la sesión abierta.',
      evitar: [
        'Para ilustraciones o portadas (usa una imagen normal) ni como único indicio de quién es',
        'alguien: acompáñalo del nombre.',
      ],
      accesibilidad: [
        '`alt` es obligatorio: el nombre de la persona si el avatar va solo, o vacío (`alt=""`) cuando',
        'el nombre ya está escrito al lado, para no repetirlo. Es una imagen, no un control: si debe',
        'abrir algo, envuélvelo en un botón o enlace con nombre propio.',
      ],
    }),
  },
  args: { src: PHOTO, alt: 'María López', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  decorators: [
    (Story) => (
      <BrandProvider brand={exampleBrand}>
        <Story />
      </BrandProvider>
    ),
  ],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const FallsBackToTheLogo: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Avatar src="" alt="Sin imagen" />
      <Avatar src="null" alt="Texto null" />
      <Avatar src="data:image/png;base64,AAA" alt="Demasiado corto" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Sin imagen', 'Texto null', 'Demasiado corto']) {
      await expect(canvas.getByRole('img', { name })).toHaveAttribute('src', exampleBrand.logoSrc);
    }
  },
};
