import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
