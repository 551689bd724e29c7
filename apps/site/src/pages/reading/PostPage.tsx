import { PageLoading, PostLayout } from '@pupitre/ui';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { PAGE_TITLES } from '../page-titles';
import { BackButton } from './BackButton';
import { PostReading } from './PostReading';
import { PostSidebar } from './PostSidebar';
import { PostUnavailable } from './PostUnavailable';
import { usePostAtAddress } from './use-post-at-address';

const backToBlog = <BackButton href={paths.blog()}>Volver al blog</BackButton>;

export default function PostPage() {
  const params = useParams<{ id: string }>();
  const { post, isPending, failure } = usePostAtAddress(params.id);
  // The server's title for a post it cannot show, kept once the page is live.
  useDocumentTitle(failure ? PAGE_TITLES.postNotFound : post?.titulo);

  if (failure) return <PostUnavailable message={failure} back={backToBlog} />;
  if (isPending || !post) return <PageLoading label="Cargando publicación..." />;
  return (
    <PostLayout sidebar={<PostSidebar post={post} />} sidebarLabel="Contenido relacionado">
      <PostReading post={post} back={backToBlog} />
    </PostLayout>
  );
}
