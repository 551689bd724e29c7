import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandProvider } from '../../providers/BrandProvider';
import { exampleBrand } from '../../providers/example-brand';
import { guidance } from '../story-guidance';
import { PagePlaceholder } from './PagePlaceholder';

const meta = {
  title: 'Components/PagePlaceholder',
  component: PagePlaceholder,
  parameters: {
    docs: guidance({
      resumen: 'Aviso claro para una página cuya pantalla aún no está hecha, con un enlace a algo útil.',
      usar: 'Para rutas ya publicadas en el menú cuyo contenido llegará más adelante.',
      evitar: 'Para errores (usa `ErrorState`) ni para páginas que no existen (eso es un 404).',
      accesibilidad: [
        'Es una sección nombrada por su h1, que repite el nombre de la página para que el lector sepa',
        'dónde está. El enlace dice adónde lleva («Ir al blog»).',
      ],
    }),
  },
  args: {
    title: 'Panel de Administracion',
    link: { href: '/blog', label: 'Mientras tanto, lee las publicaciones del blog' },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.withoutBrand ? Story() : <BrandProvider brand={exampleBrand}>{Story()}</BrandProvider>,
  ],
} satisfies Meta<typeof PagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowScreen: Story = {
  args: { title: 'Editar publicación' },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const NamesTheBrandAndOffersAWayOn: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Panel de Administracion' });
    await expect(region).toHaveTextContent(
      `Esta sección de ${exampleBrand.name} estará disponible muy pronto.`,
    );
    await expect(
      canvas.getByRole('link', { name: 'Mientras tanto, lee las publicaciones del blog' }),
    ).toHaveAttribute('href', '/blog');
  },
};

export const WithoutBrandOrLink: Story = {
  args: { link: undefined },
  parameters: { withoutBrand: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Esta sección estará disponible muy pronto.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
