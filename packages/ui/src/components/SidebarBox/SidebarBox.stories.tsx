import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { Link } from '../../providers/LinkProvider';
import { guidance } from '../story-guidance';
import { SidebarBox } from './SidebarBox';
import { type SidebarCategory, SidebarCategoryList } from './SidebarCategoryList';
import { type SidebarPost, SidebarPostList } from './SidebarPostList';
import { truncate } from './truncate';

// Self-contained thumbnails (no network).
const thumb = (fill: string) =>
  `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" fill="%23${fill}"/%3E%3Ccircle cx="22" cy="24" r="10" fill="%23ffffff" opacity=".7"/%3E%3C/svg%3E`;

const LONG_TITLE = 'Cómo organizar una semana de estudio antes de los exámenes finales';

const posts: SidebarPost[] = [
  { id: 12, title: LONG_TITLE, href: '/blog/12', imageSrc: thumb('4ECDC4'), date: '12 mar 2025' },
  { id: 15, title: 'La técnica Pomodoro', href: '/blog/15', imageSrc: thumb('0e5a59'), date: '3 mar 2025' },
  { id: 18, title: 'Mapas mentales en el aula', href: '/blog/18', imageSrc: null, date: '21 feb 2025' },
  {
    id: 21,
    title: 'Leer mejor en menos tiempo',
    href: '/blog/21',
    imageSrc: thumb('d2b99a'),
    date: '9 feb 2025',
  },
];

const categories: SidebarCategory[] = [
  { name: 'Todas las publicaciones', description: 'Explora todo el contenido del blog', href: '/blog' },
  { id: 1, name: 'Noticias', description: 'Novedades del mundo educativo', href: '/categoria/1' },
  {
    id: 2,
    name: 'Técnicas de Estudio',
    description: 'Métodos y estrategias para aprender de forma más eficaz y duradera',
    href: '/categoria/2',
  },
  {
    id: 3,
    name: 'Problemáticas en el Estudio',
    description: 'Desafíos comunes y cómo superarlos',
    href: '/categoria/3',
  },
  {
    id: 4,
    name: 'Educación de Calidad',
    description: 'Prácticas que mejoran el aprendizaje',
    href: '/categoria/4',
  },
  {
    id: 5,
    name: 'Herramientas Tecnológicas',
    description: 'Apps y recursos digitales',
    href: '/categoria/5',
  },
  { id: 6, name: 'Desarrollo Profesional Docente', description: 'Formación continua', href: '/categoria/6' },
  {
    id: 7,
    name: 'Comunidad y Colaboración',
    description: 'Aprender con otras personas',
    href: '/categoria/7',
  },
];

const meta = {
  title: 'Components/SidebarBox',
  component: SidebarBox,
  subcomponents: { SidebarCategoryList, SidebarPostList },
  parameters: {
    docs: guidance({
      resumen: [
        'Un recuadro con título de la barra lateral del post: posts relacionados (`SidebarPostList`),',
        'categorías (`SidebarCategoryList`), acerca de.',
      ],
      usar: 'Dentro de la barra lateral de `PostLayout`, uno por tema.',
      evitar: 'Para secciones del contenido principal (usa `PageSection`).',
      accesibilidad: [
        'Es una sección nombrada por su título, no un `aside`: la barra lateral entera ya lo es y no',
        'deben anidarse. Los títulos recortados de las listas conservan el texto completo para los',
        'lectores de pantalla.',
      ],
    }),
  },
  args: { title: 'Posts relacionados', children: <SidebarPostList posts={posts} /> },
  decorators: [
    withCategoryTones,
    (Story) => (
      <div style={{ maxWidth: 350 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SidebarBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Posts relacionados' })).toBeVisible();
    const long = canvas.getByRole('link', { name: new RegExp(`^${LONG_TITLE}`) });
    await expect(long).toHaveAttribute('href', '/blog/12');
    await expect(long).toHaveTextContent('Cómo organizar una semana de estudio antes de...');
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

export const EmptyPosts: Story = {
  args: { children: <SidebarPostList posts={[]} emptyHref="/blog" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay posts relacionados disponibles en este momento.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todas las publicaciones' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

export const EmptyPostsWithoutLink: Story = {
  args: { children: <SidebarPostList posts={[]} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay posts relacionados disponibles en este momento.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Categories: Story = {
  args: { title: 'Categorías', children: <SidebarCategoryList categories={categories} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /^Técnicas de Estudio/ });
    await expect(link).toHaveAttribute('href', '/categoria/2');
    await expect(link).toHaveTextContent('Métodos y estrategias para aprender de forma más e...');
  },
};

export const AboutTheProduct: Story = {
  args: {
    title: 'Sobre Aula Abierta',
    children: (
      <>
        <p style={{ margin: 0 }}>
          Un espacio para que docentes y estudiantes compartan ideas, recursos y experiencias de aprendizaje.
        </p>
        <Link href="/about">Conoce más sobre nosotros</Link>
      </>
    ),
  },
};

export const TruncateRules: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <output>{truncate(LONG_TITLE, 45)}</output>,
  play: async () => {
    await expect(truncate('Corto', 45)).toBe('Corto');
    await expect(truncate('a'.repeat(45), 45)).toBe('a'.repeat(45));
    await expect(truncate('a'.repeat(46), 45)).toBe(`${'a'.repeat(45)}...`);
    await expect(truncate(LONG_TITLE, 45)).toBe('Cómo organizar una semana de estudio antes de...');
  },
};
