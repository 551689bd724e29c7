import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
