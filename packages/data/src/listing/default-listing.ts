import { ApiError } from '../api/api-error';
import type { Post } from '../normalise/post';
import type { ListingSource } from './listing-source';
import { sortPosts, uniqueById } from './sort';

export const LISTING_DEFAULT_LIMIT = 30;
export const LISTING_GAVE_UP = 'No se pudieron cargar las publicaciones después de múltiples intentos';

export interface ListingOptions {
  /** Posts per category call (and for the fallbacks); 30 unless set. */
  limit?: number;
  /** A signed-in superuser: the all-posts call (drafts included) comes first. */
  superuser?: boolean;
}

async function mergedFromCategories(source: ListingSource, limit: number): Promise<Post[]> {
  const categories = await source.categories();
  if (categories.length === 0) throw new Error('Sin categorías');
  const lists = await Promise.all(categories.map((category) => source.categoryPosts(category.id, limit)));
  return uniqueById(lists.flat());
}

/**
 * The spec's default listing (reading-area §7 "Behaviours"): every category's posts merged and
 * de-duplicated; with no categories or on any failure the published listing; then the latest call.
 * A superuser gets the all-posts call first, falling back to the same chain. Newest first.
 */
export async function loadDefaultListing(
  source: ListingSource,
  options: ListingOptions = {},
): Promise<Post[]> {
  const limit = options.limit ?? LISTING_DEFAULT_LIMIT;
  const attempts: (() => Promise<Post[]>)[] = [
    ...(options.superuser ? [() => source.all(limit)] : []),
    () => mergedFromCategories(source, limit),
    () => source.published(limit),
    () => source.latest(limit),
  ];
  for (const attempt of attempts) {
    try {
      return sortPosts(await attempt(), 'reciente');
    } catch {
      // Next strategy; only the last failure is reported.
    }
  }
  throw new ApiError(0, LISTING_GAVE_UP);
}
