/** What the server writes into a page's <head> for browsers, crawlers and link previews. */
export interface PageHead {
  /** The page's own title; ' | Pupitre' is added. */
  title: string;
  description: string;
  /** The page's path; the canonical URL is PUBLIC_URL plus this path. */
  path: string;
  /** An image for link previews, made absolute when it is not. */
  image?: string | null;
  /** A post: Open Graph 'article' and a BlogPosting for search engines. */
  article?: {
    published: string | null;
    modified: string | null;
    author: string;
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;

function absolute(url: string, publicUrl: string): string {
  try {
    return new URL(url, publicUrl).href;
  } catch {
    return publicUrl;
  }
}

/** The head tags of a server-rendered page. `productName` is the site's name ('Pupitre'). */
export function headHtml(head: PageHead, publicUrl: string, productName: string): string {
  const title = `${head.title} | ${productName}`;
  const canonical = absolute(head.path, publicUrl);
  const image = head.image ? absolute(head.image, publicUrl) : null;
  const tags = [
    `<title>${escapeText(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(canonical)}">`,
    meta('property', 'og:site_name', productName),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:type', head.article ? 'article' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (image) tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  if (head.article?.published) tags.push(meta('property', 'article:published_time', head.article.published));
  if (head.article?.modified) tags.push(meta('property', 'article:modified_time', head.article.modified));
  if (head.article) tags.push(blogPosting(head, canonical, image, publicUrl, productName));
  return tags.join('\n    ');
}

/** schema.org BlogPosting as JSON-LD: a data block, escaped so no text inside can close it. */
function blogPosting(
  head: PageHead,
  canonical: string,
  image: string | null,
  publicUrl: string,
  productName: string,
): string {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: head.title,
    description: head.description,
    mainEntityOfPage: canonical,
    url: canonical,
    inLanguage: 'es',
    ...(image ? { image: [image] } : {}),
    ...(head.article?.published ? { datePublished: head.article.published } : {}),
    dateModified: head.article?.modified ?? head.article?.published ?? undefined,
    author: { '@type': 'Person', name: head.article?.author },
    publisher: {
      '@type': 'Organization',
      name: productName,
      url: absolute('/', publicUrl),
      logo: { '@type': 'ImageObject', url: absolute('/favicon.svg', publicUrl) },
    },
  };
  const json = JSON.stringify(posting).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
