import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Notice } from '../Notice/Notice';
import { guidance } from '../story-guidance';
import { PageColumns, PageLayout, PageLoading, pageGaps, pageWidths } from './PageLayout';

const blocks = (
  <>
    <Card padding="lg">Portada de la página</Card>
    <Card padding="lg">Publicaciones recientes</Card>
    <Card padding="lg">Únete a la comunidad</Card>
  </>
);

const meta = {
  title: 'Components/PageLayout',
  component: PageLayout,
  subcomponents: { PageColumns, PageLoading },
  parameters: {
    docs: guidance({
      resumen: [
        'Los bloques de una página, uno debajo de otro con el espacio de la escala; `PageColumns` los',
        'pone en dos columnas y `PageLoading` ocupa su lugar mientras cargan.',
      ],
      usar: [
        'Como contenedor de cada página del sitio, con `width="narrow"` para páginas que solo muestran',
        'un mensaje.',
      ],
      evitar: ['Para espaciar elementos dentro de un componente (cada componente trae su propio espaciado).'],
      accesibilidad: [
        'No añade roles: el orden de los bloques en el código es el orden de lectura y de Tab, también',
        'cuando `PageColumns` los pone lado a lado (en tabletas y móviles pasan a una columna).',
        '`PageLoading` anuncia su texto mientras carga.',
      ],
    }),
  },
  args: { children: blocks, gap: 'xl', width: 'full' },
  argTypes: {
    gap: { control: 'inline-radio', options: pageGaps },
    width: { control: 'inline-radio', options: pageWidths },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Gaps: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 24 }}>
      {pageGaps.map((gap) => (
        <PageLayout key={gap} gap={gap}>
          <Card>Separación {gap}</Card>
          <Card>Bloque</Card>
          <Card>Bloque</Card>
        </PageLayout>
      ))}
    </div>
  ),
};

/** A page that only holds a message: a short column in the middle. */
export const NarrowMessage: Story = {
  args: {
    width: 'narrow',
    children: <Notice tone="danger">No se encontró la publicación solicitada.</Notice>,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(640);
  },
};

export const TwoColumns: Story = {
  render: () => (
    <PageColumns>
      <Card padding="lg">Formulario de contacto</Card>
      <Card padding="lg">Mapa</Card>
    </PageColumns>
  ),
  play: async ({ canvasElement }) => {
    const [form, map] = within(canvasElement).getAllByText(/Formulario de contacto|Mapa/);
    const formWidth = form?.getBoundingClientRect().width ?? 0;
    const mapWidth = map?.getBoundingClientRect().width ?? 0;
    await expect(formWidth).toBeGreaterThan(mapWidth);
  },
};

export const Loading: Story = {
  render: () => <PageLoading label="Cargando publicación..." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando publicación...');
  },
};
