import { createRouter } from '../../http/router';
import * as handlers from './feeds.handlers';
import * as sitemaps from './sitemap.handlers';

/** The crawler and reader files at the site's root; not JSON, so outside the OpenAPI document. */
export const feedsRouter = createRouter()
  .get('/sitemap.xml', sitemaps.sitemapIndex)
  .get('/sitemap-paginas.xml', sitemaps.pagesSitemap)
  .get(`/:file{${sitemaps.POSTS_SITEMAP_FILE}}`, sitemaps.postsSitemap)
  .get('/rss.xml', handlers.rss)
  .get('/robots.txt', handlers.robots);
