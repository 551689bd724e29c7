import { escapeXml } from './xml-text';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A page or a child sitemap, with when it last changed as a W3C datetime, if known. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

function renderEntry(element: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const lines = [`  <${element}>`, `    <loc>${escapeXml(loc)}</loc>`];
  if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
  lines.push(`  </${element}>`, '');
  return lines.join('\n');
}

/** The pieces of a `<urlset>`, for writing one as its entries are read. */
export const urlset = {
  start: `${DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n`,
  entries: (entries: SitemapEntry[]) => entries.map((entry) => renderEntry('url', entry)).join(''),
  end: '</urlset>\n',
};

/** A sitemap listing the pages in the order given. */
export function renderUrlset(entries: SitemapEntry[]): string {
  return urlset.start + urlset.entries(entries) + urlset.end;
}

/** A sitemap index listing the child sitemaps in the order given. */
export function renderSitemapIndex(sitemaps: SitemapEntry[]): string {
  const entries = sitemaps.map((sitemap) => renderEntry('sitemap', sitemap)).join('');
  return `${DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
