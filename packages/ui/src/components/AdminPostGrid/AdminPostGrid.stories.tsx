import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BrandProvider } from '../../providers/BrandProvider';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { exampleBrand } from '../../providers/example-brand';
import { AdminPostCard } from '../AdminPostCard/AdminPostCard';
import { Button } from '../Button/Button';
import { demoPost, longTextPost, makeDemoPosts } from '../PostCard/demo-posts';
import { AdminPostGrid, adminPostGridStatuses } from './AdminPostGrid';

const cards = [
  <AdminPostCard key="1" post={demoPost} status="publicado" editHref="/admin/post/edit/1" onDelete={fn()} />,
  <AdminPostCard
    key="2"
    post={longTextPost}
    status="borrador"
    editHref="/admin/post/edit/2"
    onDelete={fn()}
  />,
  <AdminPostCard
    key="3"
    post={{ ...demoPost, id: 3, imageSrc: '' }}
    status="publicado"
    editHref="/admin/post/edit/3"
    onDelete={fn()}
  />,
];

const meta = {
  title: 'Fragments/Admin/AdminPostGrid',
  component: AdminPostGrid,
  args: { status: 'ready', children: cards, onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: adminPostGridStatuses } },
  decorators: [
    withCategoryTones,
    (Story) => (
      <BrandProvider brand={exampleBrand}>
        <div style={{ maxWidth: 1000 }}>
          <Story />
        </div>
      </BrandProvider>
    ),
  ],
} satisfies Meta<typeof AdminPostGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Loading: Story = {
  args: { status: 'loading', skeletonCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando publicaciones...');
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: {
    status: 'empty',
    emptyAction: <Button>Crear Primera Publicacion</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay publicaciones disponibles en el sistema.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear Primera Publicacion' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo mas tarde.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const OneListItemPerCard: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** At 320 px the cards stack in one column. */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

/** The first page of a long list: how many of how many are shown, and 'Cargar más publicaciones'. */
export const WithMore: Story = {
  args: { total: 450, hasMore: true, onLoadMore: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 3 de 450 publicaciones');
    await expect(canvas.getByRole('button', { name: 'Cargar más publicaciones' })).toBeEnabled();
  },
};

export const LoadMoreCallsBack: Story = {
  tags: ['!autodocs', '!dev'],
  args: { total: 450, hasMore: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cargar más publicaciones' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMoreIsBusy: Story = {
  tags: ['!autodocs', '!dev'],
  args: { total: 450, hasMore: true, loadingMore: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Cargando publicaciones/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const LoadMoreFailed: Story = {
  tags: ['!autodocs', '!dev'],
  args: {
    total: 450,
    hasMore: true,
    onLoadMore: fn(),
    loadMoreError: 'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo mas tarde.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudieron cargar las publicaciones.');
    // The cards already loaded stay, and the button tries again.
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar más publicaciones' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const OnePostSaysSo: Story = {
  tags: ['!autodocs', '!dev'],
  args: { children: cards.slice(0, 1), total: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Mostrando 1 de 1 publicación');
  },
};

const manyPosts = makeDemoPosts(9);

/** The panel's flow: six cards, then three more after a short delay, then no button. */
function LoadMoreFlow() {
  const [shown, setShown] = useState(6);
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <AdminPostGrid
      status="ready"
      total={manyPosts.length}
      hasMore={shown < manyPosts.length}
      loadingMore={loadingMore}
      onLoadMore={() => {
        setLoadingMore(true);
        setTimeout(() => {
          setShown((count) => count + 3);
          setLoadingMore(false);
        }, 200);
      }}
    >
      {manyPosts.slice(0, shown).map((post) => (
        <AdminPostCard
          key={post.id}
          post={post}
          status="publicado"
          editHref={`/admin/post/edit/${post.id}`}
          onDelete={() => {}}
        />
      ))}
    </AdminPostGrid>
  );
}

export const LoadMoreMovesFocusToTheFirstNewCard: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <LoadMoreFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 6 de 9 publicaciones');
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar más publicaciones' }));
    const firstNew = await canvas.findByRole('link', { name: `Ver «${manyPosts[6]?.title}»` });
    await waitFor(() => expect(firstNew).toHaveFocus());
    await expect(canvas.getAllByRole('article')).toHaveLength(9);
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 9 de 9 publicaciones');
    await expect(canvas.queryByRole('button', { name: 'Cargar más publicaciones' })).toBeNull();
  },
};
