import { COMMENT_MAX_LENGTH, COMMENTS_LOAD_ERROR, formatLongDate } from '@pupitre/data';
import { useToast } from '@pupitre/ui';
import { CommentForm, CommentList, type CommentSort, type CommentView } from '@pupitre/ui/fragments';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { COMMENTS_ANCHOR, commentsCursorIn, paths, withCommentsFrom } from '../../paths';
import { useCommentMutations } from '../../queries/comment-mutations';
import { commentsOf, totalOf } from '../../queries/comment-pages';
import { FIRST_COMMENT_ORDER, useCommentPages } from '../../queries/comments';
import { useSession } from '../../session/SessionProvider';
import { tokenStore } from '../../session/token-store';

/**
 * The comments of one post, a page at a time in the order chosen, with the toasts of reading-area §8.
 * The server renders the first page; 'Cargar más comentarios' is a link to the next until scripts run.
 */
export function PostComments({ postId }: { postId: number }) {
  const toast = useToast();
  const { user } = useSession();
  const [sort, setSort] = useState<CommentSort>(FIRST_COMMENT_ORDER);
  const address = useSearch();
  // A page opened through that link starts at its cursor; another order starts at its own beginning.
  const from = sort === FIRST_COMMENT_ORDER ? commentsCursorIn(address) : null;
  const pages = useCommentPages(postId, sort, from);
  const { create, update, remove } = useCommentMutations(postId);
  // Signing in or registering from here comes back to the conversation.
  const backToComments = `${paths.post(postId)}#${COMMENTS_ANCHOR}`;
  const next = pages.data?.pages.at(-1)?.next;

  const views: CommentView[] = commentsOf(pages.data).map((comment) => ({
    id: comment.id,
    authorName: comment.usuarioNombre,
    avatarSrc: comment.avatar,
    date: formatLongDate(comment.fecha),
    dateTime: comment.fecha,
    content: comment.contenido,
    own: user !== null && comment.usuarioId === user.id,
  }));

  const publish = async (content: string) => {
    if (!tokenStore.accessToken()) {
      toast({ title: 'Debes iniciar sesión para comentar', tone: 'danger' });
      throw new Error('No hay token de autenticación');
    }
    if (!(postId > 0)) {
      toast({ title: 'Error al identificar la publicación', tone: 'danger' });
      throw new Error('ID de publicación no válido');
    }
    try {
      await create.mutateAsync(content);
      toast({ title: 'Comentario publicado exitosamente', tone: 'success' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Error desconocido';
      toast({ title: `Error al publicar el comentario: ${message}`, tone: 'danger' });
      throw error;
    }
  };

  const save = async (id: number, contenido: string) => {
    try {
      await update.mutateAsync({ id, contenido });
      toast({ title: 'Comentario actualizado exitosamente', tone: 'success' });
    } catch (error) {
      toast({ title: 'Error al actualizar el comentario', tone: 'danger' });
      throw error;
    }
  };

  const destroy = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      toast({ title: 'Comentario eliminado exitosamente', tone: 'success' });
    } catch (error) {
      toast({ title: 'Error al eliminar el comentario', tone: 'danger' });
      throw error;
    }
  };

  return (
    <>
      <CommentList
        id={COMMENTS_ANCHOR}
        status={pages.isPending ? 'loading' : pages.data ? 'ready' : 'error'}
        comments={views}
        total={totalOf(pages.data)}
        hasMore={pages.hasNextPage && !pages.isPlaceholderData}
        loadingMore={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
        loadMoreError={pages.isFetchNextPageError ? COMMENTS_LOAD_ERROR : undefined}
        moreHref={next ? withCommentsFrom(paths.post(postId), next) : undefined}
        sort={sort}
        maxLength={COMMENT_MAX_LENGTH}
        onSortChange={setSort}
        onSave={save}
        onDelete={destroy}
      />
      <CommentForm
        loggedIn={user !== null}
        onSubmit={publish}
        maxLength={COMMENT_MAX_LENGTH}
        loginHref={paths.login(backToComments)}
        registerHref={paths.register(backToComments)}
      />
    </>
  );
}
