import type { CategoryKey } from '../providers/category-tones';

/**
 * A category as the fragments show it. `id` is the app's own key for it (a number, a slug...), which
 * <CategoryTonesProvider> maps to the category's colour.
 */
export interface CategoryRef<Key extends CategoryKey = CategoryKey> {
  id: Key;
  name: string;
  /** Where the category's page opens; without it the chip is not a link. */
  href?: string;
}

/** A modern-format copy of a picture for a `<picture>`: its type and a width-described srcset. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

/**
 * A post as the content fragments (cards, carousel, featured post, sidebar) show it. The app fills it
 * from the API through @pupitre/data, which applies the spec's summary, image and author rules.
 */
export interface PostView {
  id: number;
  title: string;
  /** Already resolved: the post's Resumen or the preview rules of the spec (§5). */
  summary: string;
  /** Cover image URL; empty or missing shows the fragment's fallback. */
  imageSrc?: string | null;
  /** Smaller and modern-format copies of the cover, best format first; used while the cover loads. */
  imageSources?: PictureSource[];
  /** The long Spanish date, e.g. '3 de marzo de 2025', or 'Fecha desconocida'. */
  date: string;
  /** ISO timestamp for the <time> element. */
  dateTime?: string;
  author?: string;
  categories: CategoryRef[];
  /** Where the post opens, e.g. /blog/{id}. */
  href: string;
}
