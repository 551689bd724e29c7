import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { technologyImage } from '../../assets/technology-image';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { BROKEN_IMAGE_SRC, demoPost } from '../PostCard/demo-posts';
import { FeaturedPost } from './FeaturedPost';

const meta = {
  title: 'Fragments/FeaturedPost',
  component: FeaturedPost,
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

export const Dark: Story = { globals: { theme: 'dark' } };
export const NoImageDark: Story = { ...NoImage, globals: { theme: 'dark' } };
