import { type Comment, type CommentOrder, type CommentPage, uniqueById } from '@pupitre/data';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { commentKeys } from './comments';

export type CommentPages = InfiniteData<CommentPage, string | null>;
type LoadedPages = Pick<CommentPages, 'pages'> | undefined;

/** The comments of every page loaded, each once: a comment just written may arrive again in a later page. */
export function commentsOf(data: LoadedPages): Comment[] {
  return uniqueById(data?.pages.flatMap((page) => page.comments) ?? []);
}

/** How many comments the post has, as its first page said; undefined before it arrives. */
export function totalOf(data: LoadedPages): number | undefined {
  return data?.pages[0]?.total ?? undefined;
}

function countedBy(page: CommentPage, change: number): CommentPage {
  return page.total === null ? page : { ...page, total: page.total + change };
}

/**
 * A comment just written is the newest: first in the newest-first order, last in the other (shown at
 * once even before the reader loads every page; the page that brings it again is de-duplicated).
 */
export function withAdded(data: CommentPages, comment: Comment, orden: CommentOrder): CommentPages {
  const at = orden === 'reciente' ? 0 : data.pages.length - 1;
  const pages = data.pages.map((page, index) => {
    const counted = countedBy(page, 1);
    if (index !== at) return counted;
    const comments = orden === 'reciente' ? [comment, ...page.comments] : [...page.comments, comment];
    return { ...counted, comments };
  });
  return { ...data, pages };
}

export function withReplaced(data: CommentPages, comment: Comment): CommentPages {
  const pages = data.pages.map((page) => ({
    ...page,
    comments: page.comments.map((shown) => (shown.id === comment.id ? comment : shown)),
  }));
  return { ...data, pages };
}

export function withRemoved(data: CommentPages, id: number): CommentPages {
  const pages = data.pages.map((page) => ({
    ...countedBy(page, -1),
    comments: page.comments.filter((shown) => shown.id !== id),
  }));
  return { ...data, pages };
}

/**
 * Applies a write's answer to every loaded list of the post's comments, in each order: the answer is
 * the comment as stored, so nothing is fetched again and the pages' cursors stay valid.
 */
export function changeCommentPages(
  queryClient: QueryClient,
  postId: number,
  change: (data: CommentPages, orden: CommentOrder) => CommentPages,
): void {
  for (const [key, data] of queryClient.getQueriesData<CommentPages>({
    queryKey: commentKeys.ofPost(postId),
  })) {
    const [, , orden] = key as ReturnType<typeof commentKeys.pages>;
    if (data) queryClient.setQueryData(key, change(data, orden));
  }
}
