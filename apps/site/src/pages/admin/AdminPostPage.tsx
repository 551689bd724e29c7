import type { Post } from '@pupitre/data';
import { Button, Link, Notice, PageLayout, PageLoading, PostLayout } from '@pupitre/ui';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { usePrivateBodyImages } from '../../view/private-body-images';
import { usePrivateImage } from '../../view/private-image';
import { BackButton } from '../reading/BackButton';
import { PostReading } from '../reading/PostReading';
import { PostSidebar } from '../reading/PostSidebar';
import { PostUnavailable } from '../reading/PostUnavailable';
import { usePostAtAddress } from '../reading/use-post-at-address';

const backToPanel = <BackButton href={paths.adminPanel()}>Volver al panel</BackButton>;

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
        <PostReading post={shown} back={backToPanel} />
      </PostLayout>
    </PageLayout>
  );
}

/** /admin/post/{id}: the post as its readers will see it, drafts included, with a way to edit it. */
export default function AdminPostPage() {
  const params = useParams<{ postId: string }>();
  const { post, isPending, failure } = usePostAtAddress(params.postId);
  useDocumentTitle(post?.titulo ?? 'Publicación');

  if (failure) return <PostUnavailable message={failure} back={backToPanel} />;
  if (isPending || !post) return <PageLoading label="Cargando publicación..." />;
  return <AdminPostView post={post} />;
}
