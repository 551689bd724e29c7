import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { placeholderImage } from '../../assets/placeholder-image';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { HeadingLevelProvider } from '../Heading/HeadingLevel';
import { guidance } from '../story-guidance';
import { BROKEN_IMAGE_SRC, demoPost, longTextPost, manyCategoriesPost } from './demo-posts';
import { PostCard } from './PostCard';

const meta = {
  title: 'Components/PostCard',
  component: PostCard,
  parameters: {
    docs: guidance({
      resumen: [
        'Tarjeta de un post: portada, categorías, título y resumen recortados y fecha; toda la tarjeta',
        'abre el post.',
      ],
      usar: 'En listados y cuadrículas de posts (`PostGrid`).',
      evitar: [
        'Para el post destacado (usa `FeaturedPost`) ni para enlaces sueltos en la barra lateral',
        '(`SidebarPostList`).',
      ],
      accesibilidad: [
        'Es un `article` cuyo título es el enlace al post; el resto de la tarjeta amplía esa zona de',
        'clic sin añadir enlaces repetidos. Las categorías siguen siendo enlaces propios, después del',
        'título en el orden de Tab. La portada es decorativa. La elevación al pasar el puntero se quita',
        'si el lector pidió reducir el movimiento.',
      ],
    }),
  },
  args: { post: demoPost },
  decorators: [
    withCategoryTones,
    // As in a grid under a section's h2 (the home page's recent posts).
    (Story) => (
      <HeadingLevelProvider level={3}>
        <div style={{ maxWidth: 340 }}>
          <Story />
        </div>
      </HeadingLevelProvider>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('link', { name: demoPost.title });
    await expect(title).toHaveAttribute('href', '/articulos/1');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(title);
    await expect(canvas.getByRole('link', { name: 'Técnicas de Estudio' })).toHaveAttribute(
      'href',
      '/temas/2',
    );
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2025-03-03T10:00:00-06:00');
    await expect(time).toHaveTextContent('3 de marzo de 2025');
  },
};

/** The app decides which categories have a page: one without `href` shows as a plain chip. */
export const CategoryWithoutPageIsNotALink: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { post: { ...demoPost, categories: [{ id: 3, name: 'Problemáticas en el Estudio' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Problemáticas en el Estudio')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Problemáticas en el Estudio' })).toBeNull();
  },
};

export const NoImage: Story = {
  args: { post: { ...demoPost, imageSrc: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin imagen')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

// Named "Shows…" so the screenshot test skips it: the swap waits on the browser's decode error.
export const BrokenImageShowsPlaceholder: Story = {
  tags: ['!autodocs', '!dev'],
  args: { post: { ...demoPost, imageSrc: BROKEN_IMAGE_SRC } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', placeholderImage));
    await expect(within(canvasElement).queryByText('Sin imagen')).toBeNull();
  },
};

export const LongTextIsClamped: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { post: longTextPost },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 3 });
    // Clamped: the box is shorter than its full content.
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
    const summary = within(canvasElement).getByText(longTextPost.summary);
    await expect(summary.scrollHeight).toBeGreaterThan(summary.clientHeight);
  },
};

export const ManyCategories: Story = {
  args: { post: manyCategoriesPost },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Categorías' });
    await expect(within(list).getAllByRole('link')).toHaveLength(7);
  },
};

export const NoCategories: Story = {
  args: { post: { ...demoPost, categories: [] } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Categorías' });
    await expect(list).toHaveTextContent('Sin categoría');
    await expect(within(list).queryByRole('link')).toBeNull();
  },
};

export const KeyboardReachesTitleThenChips: Story = {
  tags: ['!autodocs', '!dev'],
  args: { post: { ...demoPost, imageSrc: '', categories: manyCategoriesPost.categories.slice(0, 2) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: demoPost.title })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Noticias' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Técnicas de Estudio' })).toHaveFocus();
  },
};
