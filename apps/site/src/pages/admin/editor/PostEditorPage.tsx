import type { PostVersion } from '@pupitre/data';
import { Notice, PageLayout, PageLoading } from '@pupitre/ui';
import { useState } from 'react';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePostVersion } from '../../../queries/post-versions';
import { PostEditorForm } from './PostEditorForm';
import { useEditorSession } from './use-editor-session';

export const EDIT_PREPARE_ERROR = 'Error al preparar la publicacion para editar';

/** A new post, or the post of the address loaded first; the form starts from what it holds. */
export default function PostEditorPage() {
  const params = useParams<{ postId?: string }>();
  const editing = params.postId !== undefined;
  const id = Number(params.postId);
  // A new post the form itself saved as a draft: the address moved to its edit URL, the form stays.
  const [created, setCreated] = useState<PostVersion>();
  const adopted = created !== undefined && created.post.id === id;
  const post = usePostVersion(editing && !adopted ? id : 0);
  const session = useEditorSession(params.postId, adopted);
  useDocumentTitle(editing ? 'Editar publicación' : 'Nueva Publicacion');

  if (!adopted && editing && (post.isError || !(Number.isInteger(id) && id > 0))) {
    return (
      <PageLayout width="narrow">
        <Notice tone="danger">{EDIT_PREPARE_ERROR}</Notice>
      </PageLayout>
    );
  }
  if (!adopted && editing && !post.data) return <PageLoading label="Cargando publicación..." />;
  return (
    <PageLayout gap="lg">
      <PostEditorForm
        key={session}
        version={adopted ? created : post.data}
        onCreated={(saved) => setCreated({ post: saved, etag: null })}
      />
    </PageLayout>
  );
}
