import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { CacheTag, cacheAs } from '../../cache/cache-tags';
import { ContentType, feedAnswer } from './feed-answer';
import { listPostSitemapStamps, readListingStamps, summarisePostBucket } from './feeds.queries';
import { postBucket } from './post-sitemap-buckets';
import { streamPostSitemap } from './post-sitemap-stream';
import { siteUrls } from './site-urls';
import { renderSitemapIndex, renderUrlset } from './sitemap.render';
import { indexEntries, pageEntries } from './sitemap-entries';

/** The name of a bucket's file, as `siteUrls().postsSitemap` writes it; six digits reach every id. */
export const POSTS_SITEMAP_FILE = 'sitemap-publicaciones-[1-9][0-9]{0,5}\\.xml';

export async function sitemapIndex(c: Context<AppEnv>) {
  const urls = siteUrls(c.var.config.publicUrl);
  const [listings, postSitemaps] = await Promise.all([
    readListingStamps(c.var.db),
    listPostSitemapStamps(c.var.db),
  ]);
  cacheAs(c, [CacheTag.posts, CacheTag.categories]);
  const entries = indexEntries(pageEntries(listings, urls), postSitemaps, urls);
  return feedAnswer(c, renderSitemapIndex(entries), ContentType.xml);
}

export async function pagesSitemap(c: Context<AppEnv>) {
  const listings = await readListingStamps(c.var.db);
  cacheAs(c, [CacheTag.posts, CacheTag.categories]);
  return feedAnswer(
    c,
    renderUrlset(pageEntries(listings, siteUrls(c.var.config.publicUrl))),
    ContentType.xml,
  );
}

export async function postsSitemap(c: Context<AppEnv>) {
  const bucket = postBucket(Number(c.req.param('file')?.match(/\d+/)?.[0]));
  if (!bucket) return c.notFound();
  const { posts, version } = await summarisePostBucket(c.var.db, bucket);
  // A sitemap with no URL is invalid, and a bucket whose posts are all drafts or deleted has none.
  if (posts === 0) return c.notFound();
  // Any published post's change drops every file. Naming instead each id the bucket can hold
  // (`post:{id}`) would keep the other files, but 10,000 tags a file took 22 MB of the cache's tag
  // index at 100,000 posts; an unchanged file is re-read once, and a crawler's revalidation of it
  // costs only the count above (see the ETag).
  cacheAs(c, [CacheTag.posts]);
  const { publicUrl } = c.var.config;
  // Set before the body exists: without it the ETag layer (http/cache-policy.ts) reads the whole body
  // to hash it, so the answer would wait for its last post instead of streaming.
  const etag = `W/"${createHash('sha1').update(`${publicUrl} ${bucket.number} ${version}`).digest('hex')}"`;
  const body = streamPostSitemap(c.var.db, bucket, siteUrls(publicUrl));
  return feedAnswer(c, body, ContentType.xml, { ETag: etag });
}
