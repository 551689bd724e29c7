import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ArrowLeftIcon } from '../../icons/ArrowLeftIcon';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { SearchBox } from '../SearchBox/SearchBox';
import { Hero, HeroPoints, heroAlignments } from './Hero';

// A self-contained decorative picture (no network): soft circles on teal.
const BACKGROUND =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"%3E%3Crect width="400" height="200" fill="%230e5a59"/%3E%3Ccircle cx="60" cy="40" r="70" fill="%23d2b99a"/%3E%3Ccircle cx="330" cy="170" r="90" fill="%235cc3b8"/%3E%3C/svg%3E';

const meta = {
  title: 'Fragments/Hero',
  component: Hero,
  args: {
    title: 'Blog',
    subtitle: 'Artículos, guías y reflexiones para aprender y enseñar mejor cada día.',
  },
  argTypes: { align: { control: 'inline-radio', options: heroAlignments } },
} satisfies Meta<typeof Hero>;

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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Blog' })).toBeVisible();
  },
};

export const Home: Story = {
  args: {
    title: 'Tu Destino para Educación, Innovación y Crecimiento',
    subtitle: 'Recursos, ideas y una comunidad que acompaña a docentes y estudiantes en cada paso.',
    children: (
      <>
        <HeroPoints
          points={[
            {
              icon: <Glyph d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5" />,
              title: 'Artículos de calidad',
              text: 'Escritos por docentes con experiencia.',
            },
            {
              icon: (
                <Glyph d="M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z" />
              ),
              title: 'Ideas innovadoras',
              text: 'Nuevas formas de enseñar y aprender.',
            },
            {
              icon: (
                <Glyph d="M16 20v-2a4 4 0 0 0-8 0v2M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM20 20v-1a3 3 0 0 0-2-2.8M4 20v-1a3 3 0 0 1 2-2.8" />
              ),
              title: 'Comunidad activa',
              text: 'Comparte y aprende con otras personas.',
            },
          ]}
        />
        <Button asChild tone="secondary" size="lg">
          <Link href="/blog">Explora el blog</Link>
        </Button>
      </>
    ),
  },
};
export const HomeDark: Story = { ...Home, globals: { theme: 'dark' } };

function BlogSearch() {
  const [term, setTerm] = useState('');
  return (
    <div style={{ width: '100%', maxWidth: 560 }}>
      <SearchBox value={term} onChange={setTerm} />
    </div>
  );
}

export const BlogWithSearch: Story = { args: { children: <BlogSearch /> } };
export const BlogWithSearchDark: Story = { ...BlogWithSearch, globals: { theme: 'dark' } };

export const CategoryStart: Story = {
  args: {
    align: 'start',
    eyebrow: 'Categoría',
    title: 'Técnicas de Estudio',
    subtitle: 'Métodos probados para organizar el tiempo, memorizar mejor y preparar exámenes sin estrés.',
    children: (
      <>
        <Button asChild tone="secondary">
          <Link href="/categorias">
            <ArrowLeftIcon size="inherit" />
            Volver a categorías
          </Link>
        </Button>
        <p style={{ margin: 0, alignSelf: 'center' }}>
          <strong>12</strong> Número de posts
        </p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Volver a categorías' });
    await expect(link).toHaveAttribute('href', '/categorias');
  },
};
export const CategoryStartDark: Story = { ...CategoryStart, globals: { theme: 'dark' } };

export const WithBackgroundImage: Story = {
  args: {
    eyebrow: 'Comunidad',
    title: 'Acerca de nosotros',
    subtitle: 'Somos estudiantes y docentes que creen en una educación abierta, cercana e innovadora.',
    backgroundSrc: BACKGROUND,
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
  },
};
export const WithBackgroundImageDark: Story = { ...WithBackgroundImage, globals: { theme: 'dark' } };

export const LongSpanishTextAsSecondHeading: Story = {
  args: {
    headingLevel: 2,
    eyebrow: 'Desarrollo Profesional Docente',
    title: 'Estrategias de evaluación formativa para acompañar el aprendizaje en el aula multigrado',
    subtitle:
      'Una recopilación de experiencias, herramientas y recomendaciones prácticas para que cada estudiante reciba una retroalimentación oportuna, clara y útil durante todo el ciclo escolar.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Estrategias de evaluación formativa',
    );
  },
};
