import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { Button } from '../Button/Button';
import { makeDemoPosts } from '../PostCard/demo-posts';
import { guidance } from '../story-guidance';
import { PostGrid, postGridStatuses } from './PostGrid';

const meta = {
  title: 'Components/PostGrid',
  component: PostGrid,
  parameters: {
    docs: guidance({
      resumen: 'El listado de posts con todos sus estados: cargando, error, vacío, listo y cargando más.',
      usar: 'Para cualquier listado de posts del blog, categorías o búsquedas; la app le pasa el estado.',
      evitar: 'Para listas cortas en la barra lateral (usa `SidebarPostList`).',
      accesibilidad: [
        'Es una lista de tarjetas. La carga se anuncia con su texto, el error con `ErrorState` y el',
        'vacío con `EmptyState`. Con «Cargar más publicaciones» el foco pasa a la primera tarjeta',
        'nueva, para que quien usa teclado siga leyendo donde empiezan las nuevas.',
      ],
    }),
  },
  args: { posts: makeDemoPosts(6), status: 'ready', onLoadMore: fn() },
  argTypes: { status: { control: 'inline-radio', options: postGridStatuses } },
  decorators: [withCategoryTones],
} satisfies Meta<typeof PostGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { posts: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando publicaciones...');
  },
};

export const LoadError: Story = {
  args: { posts: [], status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo más tarde.',
    );
  },
};

export const Empty: Story = {
  args: { posts: [], status: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No se encontraron publicaciones' })).toBeVisible();
    await expect(canvas.getByText('No hay publicaciones disponibles en este momento.')).toBeVisible();
  },
};

export const LoadErrorWithRetry: Story = {
  args: { posts: [], status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo más tarde.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EmptyWithAction: Story = {
  args: {
    posts: [],
    status: 'empty',
    emptyTitle: 'No hay publicaciones disponibles',
    emptyMessage: 'No se encontraron artículos en esta categoría',
    emptyAction: <Button tone="secondary">Explorar otras categorías</Button>,
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    await expect(canvas.queryByRole('button', { name: 'Cargar más publicaciones' })).toBeNull();
  },
};

export const ReadyWithMore: Story = { args: { hasMore: true } };

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cargando publicaciones...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const LoadMoreCallsOnLoadMore: Story = {
  tags: ['!autodocs', '!dev'],
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cargar más publicaciones' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

const allPosts = makeDemoPosts(9);

/** The blog page's flow: six posts, then three more after a short delay, then no button. */
function LoadMoreFlow() {
  const [shown, setShown] = useState(6);
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <PostGrid
      posts={allPosts.slice(0, shown)}
      status="ready"
      hasMore={shown < allPosts.length}
      loadingMore={loadingMore}
      onLoadMore={() => {
        setLoadingMore(true);
        setTimeout(() => {
          setShown((count) => count + 3);
          setLoadingMore(false);
        }, 200);
      }}
    />
  );
}

export const LoadMoreShowsNewCardsAndMovesFocus: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <LoadMoreFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar más publicaciones' }));
    const firstNew = await canvas.findByRole('link', { name: allPosts[6]?.title });
    await waitFor(() => expect(firstNew).toHaveFocus());
    await expect(canvas.getAllByRole('article')).toHaveLength(9);
    await expect(canvas.queryByRole('button', { name: 'Cargar más publicaciones' })).toBeNull();
  },
};

export const NarrowColumns: Story = { args: { minColumnWidth: 220, posts: makeDemoPosts(4) } };
