import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArrowLeftIcon } from '../../icons';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { guidance } from '../story-guidance';
import { PostArticle } from './PostArticle';

const meta = {
  title: 'Components/PostArticle',
  component: PostArticle,
  parameters: {
    docs: guidance({
      resumen: 'Un post tal como se lee: cabecera, cuerpo, sus categorías y la conversación debajo.',
      usar: 'En la página de cada post, dentro de `PostLayout`.',
      evitar: 'Para vistas previas en listados (usa `PostCard`).',
      accesibilidad: [
        'Es un `article` nombrado por el título del post; la lista de categorías y la sección de',
        'comentarios tienen su propio nombre, así que se encuentran navegando por regiones y listas.',
      ],
    }),
  },
  args: {
    header: {
      title: 'Apuntes Cornell paso a paso',
      author: 'Admin',
      date: '3 de marzo de 2025',
      dateTime: '2025-03-03',
      back: (
        <Button asChild variant="outline" tone="neutral" size="sm">
          <Link href="/blog">
            <ArrowLeftIcon size="inherit" /> Volver al blog
          </Link>
        </Button>
      ),
    },
    children: (
      <p style={{ margin: 0 }}>
        Divide la hoja en tres partes: notas, preguntas clave y un resumen al pie. Repasa con las preguntas.
      </p>
    ),
    categories: [
      { id: 2, name: 'Técnicas de Estudio', href: '/categoria/2' },
      { id: 4, name: 'Educación de Calidad', href: '/categoria/4' },
    ],
    comments: <p style={{ margin: 0 }}>Todavía no hay comentarios.</p>,
  },
  argTypes: { children: { control: false }, comments: { control: false } },
  decorators: [
    withCategoryTones,
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Apuntes Cornell paso a paso' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Comentarios de la publicación' })).toHaveTextContent(
      'Todavía no hay comentarios.',
    );
  },
};

export const CategoriesLeadToTheirPages: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Categorías de la publicación' });
    await expect(within(list).getByRole('link', { name: 'Técnicas de Estudio' })).toHaveAttribute(
      'href',
      '/categoria/2',
    );
  },
};

export const WithoutCategoriesOrComments: Story = {
  args: { categories: [], comments: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** A body in a frame fills the column, without the frame's own border. */
export const FramedBody: Story = {
  args: {
    children: (
      <iframe
        title="Contenido: Apuntes Cornell paso a paso"
        srcDoc="<p style='font-family:sans-serif'>Divide la hoja en tres partes.</p>"
        style={{ height: 80 }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe') as HTMLIFrameElement;
    const article = within(canvasElement).getByRole('article');
    await expect(frame.getBoundingClientRect().width).toBe(article.getBoundingClientRect().width);
    await expect(getComputedStyle(frame).borderTopWidth).toBe('0px');
  },
};
