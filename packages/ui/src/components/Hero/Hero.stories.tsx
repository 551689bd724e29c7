import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ArrowLeftIcon } from '../../icons/ArrowLeftIcon';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { SearchBox } from '../SearchBox/SearchBox';
import { guidance } from '../story-guidance';
import { Hero, heroAlignments } from './Hero';
import { HeroPoints } from './HeroPoints';
import { HeroStat } from './HeroStat';

// A self-contained decorative picture (no network): soft circles on teal.
const BACKGROUND =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"%3E%3Crect width="400" height="200" fill="%230e5a59"/%3E%3Ccircle cx="60" cy="40" r="70" fill="%23d2b99a"/%3E%3Ccircle cx="330" cy="170" r="90" fill="%235cc3b8"/%3E%3C/svg%3E';

const meta = {
  title: 'Components/Hero',
  component: Hero,
  subcomponents: { HeroPoints, HeroStat },
  parameters: {
    docs: guidance({
      resumen: [
        'La cabecera grande de una página: rótulo, título, subtítulo y, si hace falta, buscador,',
        'acciones o cifras.',
      ],
      usar: [
        'Al inicio de páginas de entrada (portada, blog, una categoría, contacto). `HeroPoints` y',
        '`HeroStat` añaden puntos de valor y cifras.',
      ],
      evitar: [
        'En páginas de trabajo (el panel, el editor), que llevan `PageHeader`, ni más de uno por',
        'página.',
      ],
      accesibilidad: [
        'Es una sección nombrada por su título, que es el h1 de la página (`headingLevel={2}` si la',
        'página ya tiene uno). La foto de fondo es decorativa y lleva una capa que mantiene el',
        'contraste AA del texto; no pongas en la foto información que haga falta leer.',
      ],
    }),
  },
  args: {
    title: 'Blog',
    subtitle: 'Artículos, guías y reflexiones para aprender y enseñar mejor cada día.',
  },
  argTypes: {
    align: { control: 'inline-radio', options: heroAlignments },
    before: { control: false },
    search: { control: false },
    children: { control: false },
  },
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

/** The blog's hero: a title and a sentence. */
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tu Destino para Educación, Innovación y Crecimiento' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The about and contact pages' hero: lined up at the start, like the text under it. */
export const StartAligned: Story = {
  args: {
    align: 'start',
    title: 'Acerca de nosotros',
    subtitle: 'Somos estudiantes y docentes que creen en una educación abierta, cercana e innovadora.',
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Acerca de nosotros' });
    await expect(getComputedStyle(heading).textAlign).toBe('start');
  },
};

function CategorySearch() {
  const [term, setTerm] = useState('');
  return (
    <SearchBox
      value={term}
      onChange={setTerm}
      placeholder="Buscar categorías..."
      label="Buscar categorías por nombre o descripción"
    />
  );
}

/** The category list's hero: the search box under the sentence. */
export const WithSearch: Story = {
  args: {
    title: 'Explora Nuestras Categorías',
    subtitle: 'Encuentra artículos sobre técnicas de estudio, tecnología educativa y desarrollo docente.',
    search: <CategorySearch />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Explora Nuestras Categorías' }),
    ).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Buscar categorías por nombre o descripción' });
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(560);
  },
};

/** A category's hero: the way back first, then the name, its description and how many posts it holds. */
export const Category: Story = {
  args: {
    align: 'start',
    title: 'Técnicas de Estudio',
    subtitle: 'Métodos para organizar el tiempo, concentrarse y recordar lo aprendido.',
    before: (
      <Button asChild tone="secondary" size="sm">
        <Link href="/categorias">
          <ArrowLeftIcon size="inherit" /> Volver a categorías
        </Link>
      </Button>
    ),
    children: <HeroStat value={12} label="Número de posts" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Técnicas de Estudio' });
    const back = canvas.getByRole('link', { name: 'Volver a categorías' });
    await expect(back).toHaveAttribute('href', '/categorias');
    // The way back comes before the title in reading order.
    await expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByText('Número de posts').textContent).toBe('12 Número de posts');
  },
};

/** At 320 px the hero's column is about 256 px: a long Spanish word must wrap, not overflow. */
export const LongWordsOnAPhone: Story = {
  args: {
    align: 'start',
    title: 'Herramientas Tecnológicas',
    subtitle: 'Aplicaciones y recursos digitales para el aula.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1, name: 'Herramientas Tecnológicas' });
    const hero = canvasElement.querySelector('section') as HTMLElement;
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(hero.getBoundingClientRect().right);
  },
};

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
