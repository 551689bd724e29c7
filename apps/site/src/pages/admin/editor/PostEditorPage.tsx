import { Notice, PageLayout, PageLoading } from '@pupitre/ui';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePost } from '../../../queries/posts';
import { PostEditorForm } from './PostEditorForm';

export const EDIT_PREPARE_ERROR = 'Error al preparar la publicacion para editar';

/** A new post, or the post of the address loaded first; the form starts from what it holds. */
export default function PostEditorPage() {
  const params = useParams<{ postId?: string }>();
  const editing = params.postId !== undefined;
  const id = Number(params.postId);
  const post = usePost(editing ? id : 0);
  useDocumentTitle(editing ? 'Editar publicación' : 'Nueva Publicacion');

  if (editing && (post.isError || !(Number.isInteger(id) && id > 0))) {
    return (
      <PageLayout width="narrow">
        <Notice tone="danger">{EDIT_PREPARE_ERROR}</Notice>
      </PageLayout>
    );
  }
  if (editing && !post.data) return <PageLoading label="Cargando publicación..." />;
  return (
    <PageLayout gap="lg">
      <PostEditorForm key={post.data?.id ?? 'nueva'} post={post.data} />
    </PageLayout>
  );
}
