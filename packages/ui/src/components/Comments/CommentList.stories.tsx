import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COMMENTS_EMPTY, COMMENTS_ERROR, CommentList } from './CommentList';
import type { CommentView } from './comment-view';

const comments: CommentView[] = [
  {
    id: 1,
    authorName: 'Andrés Molina',
    date: '2 de febrero de 2025',
    dateTime: '2025-02-02T10:00:00.000Z',
    content: 'Muy claro el ejemplo de los mapas conceptuales.',
    own: false,
  },
  {
    id: 2,
    authorName: 'Tú',
    date: '5 de febrero de 2025',
    dateTime: '2025-02-05T18:30:00.000Z',
    content: '¿Alguien lo ha aplicado en primaria? Me interesa saber cómo les fue.',
    own: true,
  },
  {
    id: 3,
    authorName: 'Carmen Ruiz',
    date: '20 de enero de 2025',
    dateTime: '2025-01-20T08:15:00.000Z',
    content: 'Lo compartí con mi academia de Ciencias.',
    own: false,
  },
];

const meta = {
  title: 'Fragments/CommentList',
  component: CommentList,
  args: {
    status: 'ready',
    comments,
    sort: 'reciente',
    maxLength: 2000,
    onSortChange: fn(),
    onSave: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const authors = canvas.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    await expect(authors).toEqual([
      'Comentario de Tú',
      'Comentario de Andrés Molina',
      'Comentario de Carmen Ruiz',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Comentarios (3)' })).toBeVisible();
  },
};
export const OldestFirst: Story = {
  args: { sort: 'antiguo' },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('article')[0];
    await expect(first).toHaveAttribute('aria-label', 'Comentario de Carmen Ruiz');
  },
};
export const Loading: Story = {
  args: { status: 'loading', comments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando comentarios...');
  },
};
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(COMMENTS_EMPTY)).toBeVisible();
  },
};
export const LoadError: Story = {
  args: { status: 'error', comments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(COMMENTS_ERROR);
  },
};

export const SortMenuKeyboard: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Ordenar comentarios' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const option = await within(document.body).findByRole('option', { name: 'Más antiguos' });
    await userEvent.click(option);
    await expect(args.onSortChange).toHaveBeenCalledWith('antiguo');
  },
};

const LOAD_MORE = 'Cargar más comentarios';

export const WithMoreToLoad: Story = {
  args: { total: 12, hasMore: true, onLoadMore: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Comentarios (12)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: LOAD_MORE })).toBeEnabled();
  },
};

export const LoadMoreFailed: Story = {
  args: { total: 12, hasMore: true, onLoadMore: fn(), loadMoreError: COMMENTS_ERROR },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(COMMENTS_ERROR);
    // The same button tries again.
    await userEvent.click(canvas.getByRole('button', { name: LOAD_MORE }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const BusyWhileLoadingMore: Story = {
  tags: ['!autodocs', '!dev'],
  args: { total: 12, hasMore: true, loadingMore: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cargando comentarios...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

const olderComments: CommentView[] = [
  {
    id: 4,
    authorName: 'Jorge Vidal',
    date: '3 de enero de 2025',
    dateTime: '2025-01-03T09:00:00.000Z',
    content: 'Guardé el artículo para el claustro del lunes.',
    own: false,
  },
  {
    id: 5,
    authorName: 'Inés Robles',
    date: '2 de enero de 2025',
    dateTime: '2025-01-02T09:00:00.000Z',
    content: 'Muy buena la bibliografía del final.',
    own: false,
  },
];

/** The post page's flow: three comments, then two older ones a moment later, then no button. */
function LoadMoreFlow() {
  const [shown, setShown] = useState(comments);
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <CommentList
      status="ready"
      comments={shown}
      total={comments.length + olderComments.length}
      sort="reciente"
      maxLength={2000}
      onSortChange={() => {}}
      onSave={async () => {}}
      onDelete={async () => {}}
      hasMore={shown.length < 5}
      loadingMore={loadingMore}
      onLoadMore={() => {
        setLoadingMore(true);
        setTimeout(() => {
          setShown([...comments, ...olderComments]);
          setLoadingMore(false);
        }, 200);
      }}
    />
  );
}

export const LoadsMoreFromTheKeyboard: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <LoadMoreFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Comentarios (5)' })).toBeVisible();
    canvas.getByRole('button', { name: LOAD_MORE }).focus();
    await userEvent.keyboard('{Enter}');
    // The reader lands on the first comment that arrived, and the button goes once all are shown.
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-label', 'Comentario de Jorge Vidal'),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: LOAD_MORE })).toBeNull();
  },
};
