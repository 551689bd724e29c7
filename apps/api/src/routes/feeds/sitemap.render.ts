import { escapeXml } from './xml-text';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

function renderEntry({ loc, lastmod }: SitemapEntry): string {
  const lines = ['  <url>', `    <loc>${escapeXml(loc)}</loc>`];
  if (lastmod) lines.push(`    <lastmod>${lastmod.toISOString()}</lastmod>`);
  lines.push('  </url>');
  return lines.join('\n');
}

/** A sitemaps.org document listing the entries in the order given. */
export function renderSitemap(entries: SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries.map(renderEntry),
    '</urlset>',
    '',
  ].join('\n');
}
