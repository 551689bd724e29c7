import { formatShortDate, POSTS_LOAD_ERROR } from '@pupitre/data';
import { ProfilePosts } from '@pupitre/ui/fragments';
import { paths } from '../../../paths';
import { useMyPosts } from '../../../queries/posts';

/** The user's published posts (first 20), each a link to its page. */
export function MyPosts() {
  const posts = useMyPosts();
  return (
    <ProfilePosts
      status={posts.isPending ? 'loading' : posts.isError ? 'error' : 'ready'}
      posts={posts.data?.map((post) => ({
        id: post.id,
        title: post.titulo,
        href: paths.post(post.id),
        date: post.fechaCreacion
          ? { label: formatShortDate(post.fechaCreacion), dateTime: post.fechaCreacion }
          : undefined,
      }))}
      errorMessage={POSTS_LOAD_ERROR}
      onRetry={() => void posts.refetch()}
      retrying={posts.isFetching}
    />
  );
}
