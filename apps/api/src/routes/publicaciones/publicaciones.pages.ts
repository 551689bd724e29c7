import type { PostWire } from '@pupitre/data';
import type { Reader } from '../../db/reader';
import type { KeysetCursor } from '../../http/keyset-cursor';
import { publishedPostsInOrder } from './publicaciones.wire';

/** A post's place in a list ordered by (creation time, id): its id and its time to the microsecond. */
export interface PageKey {
  id: number;
  at: string;
}

export interface PostPage<Cursor = KeysetCursor> {
  posts: PostWire[];
  /** Where the next page starts; undefined on the last page. */
  next: Cursor | undefined;
}

/**
 * A page from its keys, read one past the limit: the extra key only tells that a next page exists, and
 * the last shown key is where it starts.
 */
export async function pageOfKeys<Key extends PageKey>(
  reader: Reader,
  keys: readonly Key[],
  limite: number,
): Promise<PostPage<Key>> {
  const shown = keys.slice(0, limite);
  const last = shown.at(-1);
  const posts = await publishedPostsInOrder(
    reader,
    shown.map(({ id }) => id),
  );
  return { posts, next: keys.length > limite ? last : undefined };
}
