import { createRouter } from '../../http/router';
import * as handlers from './feeds.handlers';

/** The crawler and reader files at the site's root; not JSON, so outside the OpenAPI document. */
export const feedsRouter = createRouter()
  .get('/sitemap.xml', handlers.sitemap)
  .get('/rss.xml', handlers.rss)
  .get('/robots.txt', handlers.robots);
