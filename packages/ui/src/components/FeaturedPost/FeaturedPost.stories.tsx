import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { technologyImage } from '../../assets/technology-image';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { BROKEN_IMAGE_SRC, demoPost } from '../PostCard/demo-posts';
import { guidance } from '../story-guidance';
import { FeaturedPost } from './FeaturedPost';

const meta = {
  title: 'Components/FeaturedPost',
  component: FeaturedPost,
  parameters: {
    docs: guidance({
      resumen: 'El post destacado de la portada: portada grande, resumen, autor y enlace para leerlo.',
      usar: 'Una vez, arriba de la portada o de un listado, para el post que se quiere empujar.',
      evitar: 'En listados (usa `PostCard` en un `PostGrid`) ni más de uno por página.',
      accesibilidad: [
        'Es un `article` con el título como encabezado; el enlace lleva al post. Si la imagen falta o',
        'no carga se muestra la imagen de tecnología, que es decorativa. El rótulo «POST DESTACADO» es',
        'texto, no solo un color.',
      ],
    }),
  },
  args: { post: { ...demoPost, id: 63, href: '/blog/63' } },
  decorators: [withCategoryTones],
} satisfies Meta<typeof FeaturedPost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('POST DESTACADO')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: args.post.title })).toBeVisible();
    await expect(canvas.getByText('Lucía Herrera')).toBeVisible();
    await expect(canvas.getByText('3 de marzo de 2025')).toHaveAttribute(
      'dateTime',
      '2025-03-03T10:00:00-06:00',
    );
    const readMore = canvas.getByRole('link', { name: `Leer más sobre ${args.post.title}` });
    await expect(readMore).toHaveAttribute('href', '/blog/63');
    await expect(readMore).toHaveTextContent(/^Leer más/);
    await expect(canvas.getByRole('link', { name: 'Técnicas de Estudio' })).toHaveAttribute(
      'href',
      '/temas/2',
    );
  },
};

export const NoImage: Story = {
  args: { post: { ...demoPost, imageSrc: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', technologyImage);
  },
};

// "Shows…" keeps it out of the screenshots: the swap waits on the browser's decode error.
export const BrokenImageShowsTechnologyImage: Story = {
  tags: ['!autodocs', '!dev'],
  args: { post: { ...demoPost, imageSrc: BROKEN_IMAGE_SRC } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', technologyImage));
  },
};

export const NoAuthor: Story = {
  args: { post: { ...demoPost, author: undefined, categories: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Autor desconocido')).toBeVisible();
    await expect(canvas.getByText('Sin categoría')).toBeVisible();
  },
};
