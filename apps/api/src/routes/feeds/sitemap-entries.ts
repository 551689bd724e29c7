import type { CategoryStamp, PostStamp } from './feeds.queries';
import type { SiteUrls } from './site-urls';
import type { SitemapEntry } from './sitemap.render';

function newest(dates: Date[]): Date | undefined {
  return dates.reduce<Date | undefined>(
    (latest, date) => (latest && latest >= date ? latest : date),
    undefined,
  );
}

/**
 * The public reading pages: the listings change whenever a published post does, a post when it is
 * edited, a category when one of its published posts is.
 */
export function sitemapEntries(
  posts: PostStamp[],
  categories: CategoryStamp[],
  urls: SiteUrls,
): SitemapEntry[] {
  const lastChange = newest(posts.map((post) => post.lastmod));
  return [
    { loc: urls.home, lastmod: lastChange },
    { loc: urls.blog, lastmod: lastChange },
    { loc: urls.categories, lastmod: lastChange },
    ...posts.map((post) => ({ loc: urls.post(post.id), lastmod: post.lastmod })),
    ...categories.map((category) => ({
      loc: urls.category(category.id),
      lastmod: category.lastmod ?? undefined,
    })),
  ];
}
