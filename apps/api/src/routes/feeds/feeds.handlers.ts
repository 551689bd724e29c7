import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { cacheAs, listTags } from '../../cache/cache-tags';
import { listPublishedPosts } from '../publicaciones/publicaciones.queries';
import { ContentType, feedAnswer } from './feed-answer';
import { renderRobots } from './robots.render';
import { RSS_ITEM_LIMIT, renderRss } from './rss.render';
import { siteUrls } from './site-urls';

export async function rss(c: Context<AppEnv>) {
  const posts = await listPublishedPosts(c.var, { limite: RSS_ITEM_LIMIT, offset: 0 });
  cacheAs(c, listTags(posts));
  return feedAnswer(c, renderRss(posts, siteUrls(c.var.config.publicUrl)), ContentType.rss);
}

export function robots(c: Context<AppEnv>) {
  cacheAs(c, []);
  return feedAnswer(c, renderRobots(siteUrls(c.var.config.publicUrl).sitemap), ContentType.text);
}
