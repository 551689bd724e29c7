import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { guidance } from '../story-guidance';
import { CategoryCard } from './CategoryCard';

const categories = [
  {
    id: 1,
    name: 'Noticias',
    description: 'Las novedades más recientes del mundo educativo y de nuestra comunidad.',
  },
  {
    id: 2,
    name: 'Técnicas de Estudio',
    description: 'Métodos para organizar tu tiempo, concentrarte y recordar lo que aprendes.',
  },
  {
    id: 3,
    name: 'Problemáticas en el Estudio',
    description: 'Procrastinación, ansiedad ante los exámenes y otros retos, con ideas para superarlos.',
  },
  {
    id: 4,
    name: 'Educación de Calidad',
    description: 'Prácticas y políticas que hacen del aula un lugar mejor.',
  },
  {
    id: 5,
    name: 'Herramientas Tecnológicas',
    description: 'Aplicaciones y recursos digitales para enseñar y aprender.',
  },
  {
    id: 6,
    name: 'Desarrollo Profesional Docente',
    description: 'Formación continua, evaluación y bienestar para quienes enseñan.',
  },
  {
    id: 7,
    name: 'Comunidad y Colaboración',
    description: 'Proyectos compartidos, redes de apoyo y aprendizaje entre pares.',
  },
];

const meta = {
  title: 'Components/CategoryCard',
  component: CategoryCard,
  parameters: {
    docs: guidance({
      resumen: [
        'Tarjeta de una categoría en la página de categorías: color, nombre, descripción y enlace a sus',
        'artículos.',
      ],
      usar: 'En cuadrículas de categorías (`TileGrid`), una tarjeta por categoría.',
      evitar: [
        'Para etiquetar un post con su categoría (usa `Chip`) ni para filtrar un listado',
        '(`CategoryFilterBar`).',
      ],
      accesibilidad: [
        'Es un `article` nombrado por su título; el enlace «Ver artículos» se describe con el nombre de',
        'la categoría, así que no se oyen varios enlaces iguales sin contexto. El color es un acento:',
        'el nombre siempre está escrito. La elevación al pasar el puntero se desactiva si el lector',
        'pidió reducir el movimiento.',
      ],
    }),
  },
  args: { ...categories[1], href: '/categoria/2' },
  decorators: [withCategoryTones],
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative line icon for the demos (emoji fonts are not installed everywhere). */
const Glyph = ({ d }: { d: string }) => (
  <svg
    width="28"
    height="28"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

const oneColumn: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 320 }}>
      <Story />
    </div>
  ),
];

export const Default: Story = {
  decorators: oneColumn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Técnicas de Estudio' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Ver artículos' });
    await expect(link).toHaveAttribute('href', '/categoria/2');
    await expect(link).toHaveAccessibleDescription('Técnicas de Estudio');
  },
};

export const AllSevenCategories: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', width: 900 }}>
      {categories.map((category) => (
        <CategoryCard key={category.id} {...category} href={`/categoria/${category.id}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: 'Ver artículos' });
    await expect(links).toHaveLength(7);
    await expect(links[6]).toHaveAttribute('href', '/categoria/7');
  },
};

export const WithIconAndOwnLabel: Story = {
  decorators: oneColumn,
  args: {
    ...categories[4],
    href: '/categoria/5',
    icon: <Glyph d="M4 5h16v10H4zM2 19h20" />,
    actionLabel: 'Explorar herramientas',
  },
};

/** A category the app gave no tone is grey. */
export const UnknownCategory: Story = {
  decorators: oneColumn,
  args: {
    id: 42,
    name: 'Sin categoría',
    description: 'Publicaciones que todavía no pertenecen a ninguna categoría.',
    href: '/blog',
  },
};
