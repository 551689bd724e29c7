import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentItem } from './CommentItem';
import { DELETE_COMMENT_QUESTION } from './comment-view';

const comment = {
  id: 7,
  authorName: 'Lucía Fernández',
  date: '12 de marzo de 2025',
  dateTime: '2025-03-12T15:20:00.000Z',
  content: 'Probé la técnica con mi grupo de secundaria y la participación subió muchísimo. ¡Gracias!',
  own: false,
};

const meta = {
  title: 'Fragments/CommentItem',
  component: CommentItem,
  args: { comment, maxLength: 2000, onSave: fn(async () => {}), onDelete: fn(async () => {}) },
} satisfies Meta<typeof CommentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OthersComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Me gusta' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar' })).toBeNull();
  },
};
export const OwnComment: Story = { args: { comment: { ...comment, own: true } } };
export const LongSpanishText: Story = {
  args: {
    comment: {
      ...comment,
      authorName: 'María de los Ángeles Rodríguez-Villaseñor',
      content:
        'Me parece fundamental que la evaluación formativa acompañe todo el proceso y no sólo el final del trimestre. '.repeat(
          5,
        ),
      date: 'Fecha desconocida',
      dateTime: null,
    },
  },
};

export const EditSavesTrimmedText: Story = {
  tags: ['!autodocs', '!dev'],
  args: { comment: { ...comment, own: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    const box = canvas.getByRole('textbox', { name: 'Editar comentario' });
    await userEvent.clear(box);
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await userEvent.type(box, '  Texto corregido  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith('Texto corregido');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible());
  },
};

export const EditBoxCountsUpToTheGivenLimit: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { comment: { ...comment, own: true, content: 'Corto' }, maxLength: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(canvas.getByText('5/300')).toBeVisible();
  },
};

export const CancelRestoresOriginal: Story = {
  tags: ['!autodocs', '!dev'],
  args: { comment: { ...comment, own: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Editar comentario' }), ' borrador');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByText(comment.content)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(canvas.getByRole('textbox', { name: 'Editar comentario' })).toHaveValue(comment.content);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const FailedSaveKeepsEditing: Story = {
  tags: ['!autodocs', '!dev'],
  args: {
    comment: { ...comment, own: true },
    onSave: fn(async () => {
      throw new Error('Error al actualizar el comentario');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Editar comentario' }), ' y más');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Editar comentario' })).toHaveValue(
        `${comment.content} y más`,
      ),
    );
  },
};

export const DeleteAsksFirst: Story = {
  tags: ['!autodocs', '!dev'],
  args: { comment: { ...comment, own: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(page.getByText(DELETE_COMMENT_QUESTION)).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    const dialog = await page.findByRole('dialog', { name: 'Eliminar comentario' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};
