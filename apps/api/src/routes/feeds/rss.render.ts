import type { PostWire } from '@pupitre/data';
import { Feed, type Item } from 'feed';
import { feedCdataHtml, feedCdataText, feedText } from './feed-text';
import type { SiteUrls } from './site-urls';

/** How many of the newest published posts the feed carries. */
export const RSS_ITEM_LIMIT = 20;

const CHANNEL_TITLE = 'Pupitre';
// The site's own meta description (apps/site/index.html).
const CHANNEL_DESCRIPTION =
  'Pupitre: artículos, técnicas de estudio y comunidad para docentes y estudiantes.';

function lastChange(posts: PostWire[]): Date | undefined {
  const times = posts.map((post) => Date.parse(post.Fecha_modificacion ?? post.Fecha_creacion));
  return times.length ? new Date(Math.max(...times)) : undefined;
}

function itemOf(post: PostWire, urls: SiteUrls): Item {
  const item: Item = {
    title: feedCdataText(post.Titulo),
    // Only the link: feed then writes it as the guid, marked as a permalink.
    link: urls.post(post.ID_publicaciones),
    date: new Date(post.Fecha_creacion),
  };
  if (post.Resumen) item.description = feedCdataHtml(post.Resumen);
  if (post.NombreAdmin) item.author = [{ name: feedText(post.NombreAdmin) }];
  if (post.categorias.length) {
    item.category = post.categorias.map((category) => ({ name: feedText(category.Nombre_categoria) }));
  }
  return item;
}

/** RSS 2.0 of the given posts, in their order (newest first as the blog lists them). */
export function renderRss(posts: PostWire[], urls: SiteUrls): string {
  const feed = new Feed({
    title: CHANNEL_TITLE,
    description: CHANNEL_DESCRIPTION,
    link: urls.home,
    language: 'es',
    feedLinks: { rss: urls.rss },
    updated: lastChange(posts),
    generator: false,
  });
  for (const post of posts) feed.addItem(itemOf(post, urls));
  return feed.rss2();
}
