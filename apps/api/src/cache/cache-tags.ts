import type { CommentWire, PostWire } from '@pupitre/data';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * What a public answer shows, named as the database announces its changes (migration 0007). An answer
 * is kept only when its handler names its tags; every change to one of them drops it.
 */
export const CacheTag = {
  /** Answers listing published posts of every category: lists, search, feeds. */
  posts: 'posts',
  /** Answers listing the published posts of one category. */
  categoryPosts: (id: number) => `category-posts:${id}`,
  post: (id: number) => `post:${id}`,
  comments: (postId: number) => `comments:${postId}`,
  /** The category list itself. */
  categories: 'categories',
  /** One category's name, as post answers carry it. */
  category: (id: number) => `category:${id}`,
  /** One user's name and avatar, as comments carry them. */
  user: (id: number) => `user:${id}`,
} as const;

/** Marks the answer this handler is about to send as the same for every visitor, showing `tags`. */
export function cacheAs(c: Context<AppEnv>, tags: Iterable<string>): void {
  c.set('cacheTags', [...new Set(tags)]);
}

/** The categories the posts carry: renaming one changes these answers. */
export function categoryTagsOf(posts: readonly PostWire[]): string[] {
  return posts.flatMap((post) => post.categorias.map((category) => CacheTag.category(category.ID_categoria)));
}

/** A list across categories, and the names of the categories its posts carry. */
export function listTags(posts: readonly PostWire[]): string[] {
  return [CacheTag.posts, ...categoryTagsOf(posts)];
}

/** A list of the given categories' posts, and the names of the categories its posts carry. */
export function categoryListTags(categoryIds: readonly number[], posts: readonly PostWire[]): string[] {
  return [...categoryIds.map(CacheTag.categoryPosts), ...categoryTagsOf(posts)];
}

export function commentTags(postId: number, comments: readonly CommentWire[]): string[] {
  return [CacheTag.comments(postId), ...comments.map((comment) => CacheTag.user(comment.ID_Usuario))];
}
