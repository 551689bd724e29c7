import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tileColumns } from '../../internal/tile-columns';
import { HeadingLevelProvider } from '../Heading/HeadingLevel';
import { guidance } from '../story-guidance';
import { InfoCards, infoCardVariants } from './InfoCards';

const reasons = [
  { title: 'Guarda tus favoritos', text: 'Vuelve a los artículos que más te ayudaron.' },
  { title: 'Comenta y pregunta', text: 'Aprende de la experiencia de otros docentes.' },
  { title: 'Sigue tus temas', text: 'Mira cuánto has avanzado en lo que te interesa.' },
];

const meta = {
  title: 'Components/InfoCards',
  component: InfoCards,
  parameters: {
    docs: guidance({
      resumen: [
        'Textos cortos con título, uno al lado del otro: razones, valores, pasos o formas de contacto.',
      ],
      usar: ['Para tres o cuatro ideas paralelas que se leen de un vistazo; `numbered` para pasos en orden.'],
      evitar: 'Para contenido largo o que se abre por partes (usa `Accordion`) ni para listas de enlaces.',
      accesibilidad: [
        'Es una lista (ordenada con `numbered`) y cada título es un encabezado del nivel que le toca.',
        'Los números son decorativos: el orden ya lo da la lista. Los enlaces de contacto usan',
        '`mailto:` o `tel:` con el dato escrito.',
      ],
    }),
  },
  args: { items: reasons, variant: 'card', columns: 'auto', numbered: false },
  argTypes: {
    variant: { control: 'inline-radio', options: infoCardVariants },
    columns: { control: 'inline-radio', options: tileColumns },
  },
  decorators: [
    // As on a page: the cards sit in a section titled with an h2.
    (Story) => (
      <HeadingLevelProvider level={3}>
        <div style={{ width: 900 }}>
          <Story />
        </div>
      </HeadingLevelProvider>
    ),
  ],
} satisfies Meta<typeof InfoCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Guarda tus favoritos' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {infoCardVariants.map((variant) => (
        <InfoCards key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
};

/** Reasons in an order that matters: an ordered list, numbers drawn beside the titles. */
export const Numbered: Story = {
  args: { numbered: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    // The list already numbers its items for screen readers: the drawn numbers are not read twice.
    await expect(within(list).getAllByText(/^[123]$/)[0]).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Ways to reach us: several lines and a link per card, four across. */
export const WithLinesAndLinks: Story = {
  args: {
    variant: 'accent',
    columns: 4,
    items: [
      { title: 'Ubicación', text: ['Facultad de Ciencias', 'Universidad de Ejemplo'] },
      {
        title: 'Correo electrónico',
        text: 'Escríbenos cuando quieras.',
        link: { label: 'hola@ejemplo.org', href: 'mailto:hola@ejemplo.org' },
      },
      {
        title: 'Teléfono',
        text: 'Dentro del horario de atención.',
        link: { label: '+52 55 0000 0000', href: 'tel:+525500000000' },
      },
      { title: 'Horario', text: 'Lunes a viernes, de 9:00 a 18:00' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'hola@ejemplo.org' })).toHaveAttribute(
      'href',
      'mailto:hola@ejemplo.org',
    );
    await expect(canvas.getByText('Universidad de Ejemplo')).toBeVisible();
  },
};

export const PlainText: Story = { args: { variant: 'plain' } };
