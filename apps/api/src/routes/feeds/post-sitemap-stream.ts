import type { Db } from '../../db/client';
import { readPostStamps } from './feeds.queries';
import type { PostBucket } from './post-sitemap-buckets';
import type { SiteUrls } from './site-urls';
import { urlset } from './sitemap.render';
import { postEntries } from './sitemap-entries';

/** Posts read, and written out, per step: the answer never holds more than these in memory. */
export const POSTS_PER_READ = 1_000;

async function* postSitemapParts(db: Db, bucket: PostBucket, urls: SiteUrls): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let text = urlset.start;
  let afterId = bucket.afterId;
  for (;;) {
    const posts = await readPostStamps(db, { afterId, lastId: bucket.lastId }, POSTS_PER_READ);
    text += urlset.entries(postEntries(posts, urls));
    const last = posts.at(-1);
    if (!last || posts.length < POSTS_PER_READ) break;
    yield encoder.encode(text);
    text = '';
    afterId = last.id;
  }
  yield encoder.encode(text + urlset.end);
}

/**
 * The bucket's sitemap, read by id a step at a time as the client takes it. Nothing is read before
 * the first pull, so an answer dropped unread (a 304, a HEAD) costs no query.
 */
export function streamPostSitemap(db: Db, bucket: PostBucket, urls: SiteUrls): ReadableStream<Uint8Array> {
  return ReadableStream.from(postSitemapParts(db, bucket, urls));
}
