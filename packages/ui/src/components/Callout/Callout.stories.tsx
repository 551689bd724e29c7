import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { InfoCards } from '../InfoCards/InfoCards';
import { guidance } from '../story-guidance';
import { Callout, calloutAlignments, calloutLayouts, calloutTones } from './Callout';

const actions = (
  <>
    <Button asChild>
      <Link href="/contact">Escríbenos</Link>
    </Button>
    <Button asChild variant="outline" tone="neutral">
      <Link href="/blog">Leer el blog</Link>
    </Button>
  </>
);

const meta = {
  title: 'Components/Callout',
  component: Callout,
  parameters: {
    docs: guidance({
      resumen: 'Recuadro que invita a hacer algo: unirse, escribirnos, explorar las categorías.',
      usar: 'Para cerrar una sección o una página con una invitación clara y una o dos acciones.',
      evitar: [
        'Para avisos sobre el estado de la página o de un formulario (usa `Notice`) ni para errores',
        '(`ErrorState`). Evita varios seguidos: pierden fuerza.',
      ],
      accesibilidad: [
        'Con `title` es una región con nombre (su título, un encabezado del nivel que le toca), y los',
        'encabezados de su contenido quedan un nivel por debajo. Las acciones deben decir adónde llevan',
        '(«Ver categorías», no «Clic aquí»). Los tonos usan los pares de color del tema, que mantienen',
        'el contraste AA del texto en ambos temas.',
      ],
    }),
  },
  args: {
    title: '¿Quieres sumarte?',
    text: 'Si tienes una idea para un artículo o una propuesta de colaboración, nos encantará leerte.',
    actions,
    tone: 'raised',
    layout: 'stack',
    align: 'start',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: calloutTones },
    layout: { control: 'inline-radio', options: calloutLayouts },
    align: { control: 'inline-radio', options: calloutAlignments },
    actions: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '¿Quieres sumarte?' });
    await expect(within(region).getByRole('link', { name: 'Escríbenos' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {calloutTones.map((tone) => (
        <Callout key={tone} {...args} tone={tone} title={`Tono ${tone}`} actions={undefined} />
      ))}
    </div>
  ),
};

/** Without a title it is a plain block, not a region. */
export const BarWithoutTitle: Story = {
  args: {
    title: undefined,
    tone: 'sunken',
    layout: 'bar',
    text: '¿Quieres ver todos los temas? Hay siete categorías esperándote.',
    actions: (
      <Button asChild tone="secondary">
        <Link href="/categorias">Explorar categorías</Link>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Explorar categorías' })).toBeVisible();
  },
};

export const CentredWithTiles: Story = {
  args: {
    title: 'Lo que encontrarás',
    text: undefined,
    actions: undefined,
    tone: 'sunken',
    align: 'center',
    children: (
      <InfoCards
        variant="plain"
        items={[
          { title: 'Artículos de calidad', text: 'Textos revisados, con ejemplos concretos.' },
          { title: 'Recursos filtrados', text: 'Cada publicación en su categoría.' },
          { title: 'Ideas innovadoras', text: 'Propuestas nuevas para el aula.' },
        ]}
      />
    ),
  },
};

export const PrimaryBand: Story = {
  args: {
    tone: 'primary',
    align: 'center',
    title: 'Únete a la comunidad',
    text: 'Crea tu cuenta para comentar y aprender con otras personas.',
    actions: (
      <Button asChild tone="secondary" size="lg">
        <Link href="/register">Crear cuenta gratis</Link>
      </Button>
    ),
  },
};
