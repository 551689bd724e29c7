import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidance } from '../components/story-guidance';
import { BrandProvider, useBrand } from './BrandProvider';
import { exampleBrand } from './example-brand';

function BrandCard() {
  const brand = useBrand();
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <img src={brand.logoSrc} alt="" width={48} height={48} />
      <div>
        <strong>{brand.name}</strong>
        <p style={{ margin: 0 }}>{brand.description}</p>
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/BrandProvider',
  component: BrandProvider,
  parameters: {
    docs: guidance({
      resumen: [
        '`BrandProvider` da a los componentes la marca del sitio: nombre, logo, descripción, columnas y',
        'redes del pie.',
      ],
      usar: 'Una vez en la raíz de la app; otra escuela cambia la marca sin tocar los componentes.',
      evitar: 'Para textos de la interfaz (van en `MessagesProvider`) o colores (van en el tema).',
      accesibilidad: [
        'El logo se muestra siempre junto al nombre, así que se trata como decorativo; el nombre de la',
        'marca es el que se lee. Da a cada red social un `label` con su nombre, porque el enlace solo',
        'muestra un icono.',
      ],
    }),
  },
  args: { brand: exampleBrand, children: null },
  render: (args) => (
    <BrandProvider brand={args.brand}>
      <BrandCard />
    </BrandProvider>
  ),
} satisfies Meta<typeof BrandProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Rebranded: Story = {
  args: {
    brand: { ...exampleBrand, name: 'Escuela Nube', description: 'Otro proyecto, los mismos componentes.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Escuela Nube')).toBeVisible();
  },
};
