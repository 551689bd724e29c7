import type { PostView } from '../../content/post-view';

/** The post's Spanish date; a machine-readable <time> when the ISO timestamp is known. */
export function PostDate({ post, className }: { post: PostView; className?: string }) {
  // <time> without dateTime must hold a valid date string, which the Spanish long date is not.
  return post.dateTime ? (
    <time className={className} dateTime={post.dateTime}>
      {post.date}
    </time>
  ) : (
    <span className={className}>{post.date}</span>
  );
}
