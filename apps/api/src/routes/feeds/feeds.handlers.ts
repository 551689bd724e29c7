import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { CacheTag, cacheAs, listTags } from '../../cache/cache-tags';
import { Status } from '../../http/errors';
import { listPublishedPosts } from '../publicaciones/publicaciones.queries';
import { listCategoryStamps, listPublishedPostStamps } from './feeds.queries';
import { renderRobots } from './robots.render';
import { RSS_ITEM_LIMIT, renderRss } from './rss.render';
import { siteUrls } from './site-urls';
import { renderSitemap } from './sitemap.render';
import { sitemapEntries } from './sitemap-entries';

// Crawlers and feed readers poll these; a CDN may hold them briefly, and a new post shows within minutes.
const CACHE_CONTROL = 'public, max-age=300';

const ContentType = {
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

function answer(c: Context<AppEnv>, body: string, contentType: string) {
  return c.body(body, Status.OK, { 'Content-Type': contentType, 'Cache-Control': CACHE_CONTROL });
}

export async function sitemap(c: Context<AppEnv>) {
  const [posts, categories] = await Promise.all([
    listPublishedPostStamps(c.var.db),
    listCategoryStamps(c.var.db),
  ]);
  const entries = sitemapEntries(posts, categories, siteUrls(c.var.config.publicUrl));
  cacheAs(c, [CacheTag.posts, CacheTag.categories]);
  return answer(c, renderSitemap(entries), ContentType.xml);
}

export async function rss(c: Context<AppEnv>) {
  const posts = await listPublishedPosts(c.var, { limite: RSS_ITEM_LIMIT, offset: 0 });
  cacheAs(c, listTags(posts));
  return answer(c, renderRss(posts, siteUrls(c.var.config.publicUrl)), ContentType.rss);
}

export function robots(c: Context<AppEnv>) {
  cacheAs(c, []);
  return answer(c, renderRobots(siteUrls(c.var.config.publicUrl).sitemap), ContentType.text);
}
