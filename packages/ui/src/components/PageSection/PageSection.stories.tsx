import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Subheadings } from '../Heading/HeadingLevel';
import { guidance } from '../story-guidance';
import { PageSection } from './PageSection';

const meta = {
  title: 'Components/PageSection',
  component: PageSection,
  parameters: {
    docs: guidance({
      resumen: [
        'Bloque con título dentro de una página, con frase de entrada y una acción opcional al lado del',
        'título.',
      ],
      usar: 'Para dividir una página en partes con nombre (Publicaciones recientes, Lo que encontrarás).',
      evitar: 'Para recuadros de la barra lateral (usa `SidebarBox`) ni para el título de la página.',
      accesibilidad: [
        'Es una región nombrada por su encabezado, y los encabezados de dentro quedan un nivel más',
        'abajo. Con `headingRef` el título puede recibir el foco, para llevar al lector allí tras un',
        'cambio. Con `as="div"` deja el nombre a un formulario interior.',
      ],
    }),
  },
  args: {
    title: 'Nuestros valores',
    lead: 'Lo que cuidamos en cada artículo y en cada conversación.',
    children: <Card padding="lg">Innovación, colaboración, inclusión y excelencia.</Card>,
  },
  argTypes: { children: { control: false }, action: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Nuestros valores' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Nuestros valores');
  },
};

export const WithAction: Story = {
  args: {
    title: 'Publicaciones recientes',
    lead: undefined,
    action: (
      <Button asChild tone="secondary">
        <Link href="/blog">Explora el blog</Link>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Publicaciones recientes' });
    await expect(within(region).getByRole('link', { name: 'Explora el blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

/** Inside another titled block (here, under an h2) the heading goes one level down. */
export const ThirdLevel: Story = {
  args: { title: 'Tipos de cookies', lead: undefined },
  decorators: [
    (Story) => (
      <Subheadings>
        <Story />
      </Subheadings>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Tipos de cookies',
    );
  },
};

function FocusedByThePage() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <Button onClick={() => heading.current?.focus()}>Ver publicaciones recientes</Button>
      <PageSection title="Publicaciones recientes" headingRef={heading}>
        <Card padding="lg">Seis tarjetas de publicaciones</Card>
      </PageSection>
    </>
  );
}

/** The page moves the reader to the section (after a category is chosen above it). */
export const HeadingTakesFocusFromThePage: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <FocusedByThePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver publicaciones recientes' }));
    await expect(canvas.getByRole('heading', { name: 'Publicaciones recientes' })).toHaveFocus();
  },
};

/** The form is the landmark, named by the heading of a block that is not a region itself. */
export const NamesAFormInside: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: {
    as: 'div',
    title: 'Escríbenos',
    headingId: 'demo-form-title',
    lead: 'Los campos marcados con * son obligatorios.',
    children: (
      <form aria-labelledby="demo-form-title">
        <Button type="submit">Enviar mensaje</Button>
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Escríbenos' })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
