import { ConfirmDialog } from '@pupitre/ui';
import { useDeletePost } from '../../queries/admin-posts';

/** What the dialog needs of a post: which one, and its title to name it. */
export interface PostToDelete {
  id: number;
  titulo: string;
}

interface DeletePostDialogProps {
  /** The post to delete; the dialog shows while there is one. */
  post: PostToDelete | null;
  onClose(): void;
  onDeleted(): void;
  onFailed(): void;
}

/** 'Confirmar eliminacion': deleting a post (and its comments) cannot be undone. */
export function DeletePostDialog({ post, onClose, onDeleted, onFailed }: DeletePostDialogProps) {
  const remove = useDeletePost();
  const confirm = () => {
    if (!post) return;
    remove.mutate(post.id, {
      onSuccess: onDeleted,
      onError: onFailed,
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={post !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Confirmar eliminacion"
      description={
        post
          ? `¿Seguro que quieres eliminar «${post.titulo}»? Se borrarán también sus comentarios. Esta acción no se puede deshacer.`
          : undefined
      }
      confirmLabel="Eliminar"
      busy={remove.isPending}
      busyLabel="Eliminando..."
      tone="danger"
      onConfirm={confirm}
    />
  );
}
