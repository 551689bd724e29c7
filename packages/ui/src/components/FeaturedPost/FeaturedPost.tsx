import { technologyImage } from '../../assets/technology-image';
import type { PostView } from '../../content/post-view';
import { DecorativeImage } from '../../internal/DecorativeImage';
import { featuredPostMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { PostCategoryChips } from '../PostCard/PostCategoryChips';
import { PostDate } from '../PostCard/PostDate';
import { useImageFallback } from '../PostCard/use-image-fallback';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './FeaturedPost.css';

export interface FeaturedPostProps {
  post: PostView;
}

/** The home page's highlighted post ('POST DESTACADO'): large cover, summary, author and a read link. */
export function FeaturedPost({ post }: FeaturedPostProps) {
  const messages = useMessages({ featuredPost: featuredPostMessages });
  const image = useImageFallback(post.imageSrc, technologyImage, post.imageSources);
  const author = post.author?.trim() || messages.featuredPost.unknownAuthor;
  return (
    <article className={styles.featured}>
      <div className={styles.media}>
        {/* The heading names the post; the cover is decorative. */}
        <DecorativeImage
          className={styles.image}
          src={image.src}
          sources={image.sources}
          sizes="(min-width: 768px) 55vw, 100vw"
          onError={image.onError}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.label}>{messages.featuredPost.label}</p>
        <Heading className={styles.title}>{post.title}</Heading>
        <p className={styles.summary}>{post.summary}</p>
        <p className={styles.meta}>
          <span className={styles.author}>{author}</span>
          <PostDate post={post} />
        </p>
        <PostCategoryChips categories={post.categories} className={styles.chips} />
        <Button asChild className={styles.readMore}>
          <Link href={post.href}>
            {messages.featuredPost.readMore}
            {/* Several 'Leer más' links on one page must still say where each one goes. */}
            <VisuallyHidden> {messages.featuredPost.readMoreAbout(post.title)}</VisuallyHidden>
          </Link>
        </Button>
      </div>
    </article>
  );
}
