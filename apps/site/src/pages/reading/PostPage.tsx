import type { ApiError } from '@pupitre/data';
import { ArrowLeftIcon, Button, Link, Notice, PageLayout, PageLoading, PostLayout } from '@pupitre/ui';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { usePost } from '../../queries/posts';
import { PostReading } from './PostReading';
import { PostSidebar } from './PostSidebar';

function BackToBlog() {
  return (
    <Button asChild variant="outline" tone="neutral" size="sm">
      <Link href={paths.blog()}>
        <ArrowLeftIcon size="inherit" /> Volver al blog
      </Link>
    </Button>
  );
}

function PostNotice({ message }: { message: string }) {
  return (
    <PageLayout width="narrow">
      <Notice tone="danger" actions={<BackToBlog />}>
        {message}
      </Notice>
    </PageLayout>
  );
}

export default function PostPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { data: post, isPending, error } = usePost(id);
  useDocumentTitle(post?.titulo);

  if (!validId) return <PostNotice message="No se proporcionó un ID de publicación válido." />;
  if (isPending) return <PageLoading label="Cargando publicación..." />;
  if (error) {
    // The status, not the class: an error the server rendered arrives as plain data.
    const notFound = (error as Partial<ApiError>).status === 404;
    return (
      <PostNotice
        message={
          notFound
            ? 'No se encontró la publicación solicitada.'
            : 'No se pudo cargar la publicación. Por favor, intenta de nuevo más tarde.'
        }
      />
    );
  }
  return (
    <PostLayout sidebar={<PostSidebar post={post} />} sidebarLabel="Contenido relacionado">
      <PostReading post={post} back={<BackToBlog />} />
    </PostLayout>
  );
}
