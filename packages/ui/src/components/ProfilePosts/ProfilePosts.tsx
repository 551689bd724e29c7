import { profilePostsMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { ProfileSection } from '../ProfileLayout/ProfileSection';
import { Spinner } from '../Spinner/Spinner';
import { TextLink } from '../TextLink/TextLink';
import * as styles from './ProfilePosts.css';

export const profilePostsStatuses = ['loading', 'error', 'ready'] as const;
export type ProfilePostsStatus = (typeof profilePostsStatuses)[number];

export interface ProfilePostLink {
  id: number | string;
  /** Empty titles read 'Publicación sin título'. */
  title: string;
  /** Where the post is read; the app builds it. */
  href: string;
  /** The creation date as shown ('10 feb 2025') and as ISO 8601, when the post has one. */
  date?: { label: string; dateTime: string };
}

export interface ProfilePostsProps {
  status: ProfilePostsStatus;
  posts?: readonly ProfilePostLink[];
  /** Shown when `status` is 'error'. */
  errorMessage: string;
  onRetry(): void;
  /** True while the retry runs. */
  retrying?: boolean;
}

/** 'Mis publicaciones': the reader's published posts, each a link to its page. */
export function ProfilePosts({
  status,
  posts = [],
  errorMessage,
  onRetry,
  retrying = false,
}: ProfilePostsProps) {
  const copy = useMessages({ profilePosts: profilePostsMessages }).profilePosts;
  return (
    <ProfileSection title={copy.title}>
      {status === 'loading' ? (
        <Spinner label={copy.loading} />
      ) : status === 'error' ? (
        <ErrorState
          title={copy.errorTitle}
          message={errorMessage}
          actions={
            <Button
              variant="outline"
              tone="neutral"
              loading={retrying}
              loadingLabel={copy.retrying}
              onClick={onRetry}
            >
              {copy.retry}
            </Button>
          }
        />
      ) : posts.length === 0 ? (
        <EmptyState title={copy.emptyTitle} description={copy.emptyMessage} />
      ) : (
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.id} className={styles.item}>
              <TextLink href={post.href} className={styles.link}>
                {post.title.trim() || copy.untitled}
              </TextLink>
              {post.date && (
                <time dateTime={post.date.dateTime} className={styles.date}>
                  {post.date.label}
                </time>
              )}
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
