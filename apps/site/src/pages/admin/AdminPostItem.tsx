import type { ListedPost, NewsletterStat } from '@pupitre/data';
import { AdminPostCard } from '@pupitre/ui/fragments';
import { paths } from '../../paths';
import { toPostView } from '../../view/post-view';
import { usePrivateImage } from '../../view/private-image';
import { newsletterNote } from './newsletter-note';

/**
 * One card of the panel. 'Ver' opens a published post on the blog (spec) and a draft in the admin
 * preview, which says it is a draft; a draft's cover is read with the session's token.
 */
export function AdminPostItem({
  post,
  onDelete,
  newsletter,
}: {
  post: ListedPost;
  onDelete(post: ListedPost): void;
  /** The post's newsletter, when it was emailed. */
  newsletter?: NewsletterStat;
}) {
  const draft = post.estado === 'borrador';
  const cover = usePrivateImage(post.imagenUrl, draft);
  return (
    <AdminPostCard
      post={{ ...toPostView(post), imageSrc: cover }}
      status={post.estado}
      viewHref={draft ? paths.adminPost(post.id) : paths.post(post.id)}
      editHref={paths.editPost(post.id)}
      onDelete={() => onDelete(post)}
      note={newsletterNote(newsletter)}
    />
  );
}
