import type { ListingStamps, PostSitemapStamp, PostStamp } from './feeds.queries';
import type { SiteUrls } from './site-urls';
import type { SitemapEntry } from './sitemap.render';

// W3C datetimes written alike (UTC, milliseconds) sort as text.
function newest(entries: SitemapEntry[]): string | undefined {
  return entries.reduce<string | undefined>(
    (latest, { lastmod }) => (lastmod && (!latest || lastmod > latest) ? lastmod : latest),
    undefined,
  );
}

/**
 * The reading pages that are not a post: the listings across categories change with the posts they
 * show first, and so does each category's page.
 */
export function pageEntries(stamps: ListingStamps, urls: SiteUrls): SitemapEntry[] {
  const lastmod = stamps.newest ?? undefined;
  return [
    { loc: urls.home, lastmod },
    { loc: urls.blog, lastmod },
    { loc: urls.categories, lastmod },
    ...stamps.categories.map((category) => ({
      loc: urls.category(category.id),
      lastmod: category.lastmod ?? undefined,
    })),
  ];
}

export function postEntries(posts: PostStamp[], urls: SiteUrls): SitemapEntry[] {
  return posts.map((post) => ({ loc: urls.post(post.id), lastmod: post.lastmod }));
}

/** The child sitemaps: the pages' first, then one per bucket of posts, each dated by its newest entry. */
export function indexEntries(
  pages: SitemapEntry[],
  postSitemaps: PostSitemapStamp[],
  urls: SiteUrls,
): SitemapEntry[] {
  return [
    { loc: urls.pagesSitemap, lastmod: newest(pages) },
    ...postSitemaps.map(({ bucket, lastmod }) => ({ loc: urls.postsSitemap(bucket), lastmod })),
  ];
}
