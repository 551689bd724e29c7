import { ApiError, type Post } from '@pupitre/data';
import { ArrowLeftIcon, Button, Link, Notice, PageLayout, PageLoading, PostLayout } from '@pupitre/ui';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { usePost } from '../../queries/posts';
import { usePrivateBodyImages } from '../../view/private-body-images';
import { usePrivateImage } from '../../view/private-image';
import { PostReading } from '../reading/PostReading';
import { PostSidebar } from '../reading/PostSidebar';

function BackToPanel() {
  return (
    <Button asChild variant="outline" tone="neutral" size="sm">
      <Link href={paths.adminPanel()}>
        <ArrowLeftIcon size="inherit" /> Volver al panel
      </Link>
    </Button>
  );
}

function StatusNotice({ post }: { post: Post }) {
  const draft = post.estado === 'borrador';
  return (
    <Notice
      tone="neutral"
      actions={
        <>
          <Button asChild size="sm">
            <Link href={paths.editPost(post.id)}>Editar publicación</Link>
          </Button>
          {!draft && (
            <Button asChild variant="outline" tone="neutral" size="sm">
              <Link href={paths.post(post.id)}>Ver en el blog</Link>
            </Button>
          )}
        </>
      }
    >
      {draft
        ? 'Borrador: esta publicación todavía no es visible para los lectores.'
        : 'Publicado: así ven los lectores esta publicación.'}
    </Notice>
  );
}

function AdminPostView({ post }: { post: Post }) {
  const draft = post.estado === 'borrador';
  const cover = usePrivateImage(post.imagenUrl, draft);
  const contenido = usePrivateBodyImages(post.contenido, draft);
  const shown = { ...post, imagenUrl: cover, contenido };
  return (
    <PageLayout gap="lg">
      <StatusNotice post={post} />
      <PostLayout sidebar={<PostSidebar post={shown} />} sidebarLabel="Contenido relacionado">
        <PostReading post={shown} back={<BackToPanel />} />
      </PostLayout>
    </PageLayout>
  );
}

/** /admin/post/{id}: the post as its readers will see it, drafts included, with a way to edit it. */
export default function AdminPostPage() {
  const params = useParams<{ postId: string }>();
  const id = Number(params.postId);
  const { data: post, isPending, error } = usePost(id);
  useDocumentTitle(post?.titulo ?? 'Publicación');

  const failure = !(Number.isInteger(id) && id > 0)
    ? 'No se proporcionó un ID de publicación válido.'
    : error
      ? error instanceof ApiError && error.status === 404
        ? 'No se encontró la publicación solicitada.'
        : 'No se pudo cargar la publicación. Por favor, intenta de nuevo más tarde.'
      : null;
  if (failure) {
    return (
      <PageLayout width="narrow">
        <Notice tone="danger" actions={<BackToPanel />}>
          {failure}
        </Notice>
      </PageLayout>
    );
  }
  if (isPending || !post) return <PageLoading label="Cargando publicación..." />;
  return <AdminPostView post={post} />;
}
