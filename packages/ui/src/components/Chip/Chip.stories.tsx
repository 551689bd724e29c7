import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { guidance } from '../story-guidance';
import { Chip, chipTones, chipVariants } from './Chip';

const categories = [
  [1, 'Noticias'],
  [2, 'Técnicas de Estudio'],
  [3, 'Problemáticas en el Estudio'],
  [4, 'Educación de Calidad'],
  [5, 'Herramientas Tecnológicas'],
  [6, 'Desarrollo Profesional Docente'],
  [7, 'Comunidad y Colaboración'],
] as const;

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  parameters: {
    docs: guidance({
      resumen: [
        'Etiqueta corta: la categoría de un post con su color, o una insignia neutra («Borrador», «Sin',
        'categoría»).',
      ],
      usar: [
        'Para mostrar a qué categoría pertenece algo o un estado breve; con `href` lleva a la página de',
        'la categoría.',
      ],
      evitar: [
        'Para acciones (usa `Button`) ni para filtros que se activan y desactivan',
        '(`CategoryFilterBar`). Tampoco para frases: una o dos palabras.',
      ],
      accesibilidad: [
        'Sin `href` es texto; con `href` es un enlace y se alcanza con Tab. El color de la categoría es',
        'un apoyo visual: el texto de la etiqueta siempre dice qué es. Las combinaciones de color de',
        'las categorías están pensadas para mantener el contraste del texto en los dos temas.',
      ],
    }),
  },
  args: { label: 'Técnicas de Estudio', category: 2 },
  argTypes: {
    variant: { control: 'inline-radio', options: chipVariants },
    tone: { control: 'inline-radio', options: chipTones },
  },
  decorators: [withCategoryTones],
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllCategories: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {categories.map(([id, name]) => (
        <Chip key={id} label={name} category={id} href={`/categoria/${id}`} />
      ))}
      <Chip label="Sin categoría" category={99} />
      <Chip label="Borrador" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Noticias' });
    await expect(link).toHaveAttribute('href', '/categoria/1');
  },
};

/** Badges without a category: every variant in every tone. */
export const VariantsByTone: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {chipVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {chipTones.map((tone) => (
            <Chip key={tone} variant={variant} tone={tone} label={`Borrador (${variant}, ${tone})`} />
          ))}
        </div>
      ))}
    </div>
  ),
};
