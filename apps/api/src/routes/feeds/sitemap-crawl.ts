import { expect } from 'vitest';
import { sitemapSchemaErrors } from './sitemap-schema';
import { childrenNamed, childText, parseXml } from './strict-xml';

/** An entry of a sitemap (a page) or of an index (a child sitemap). */
export interface ReadEntry {
  loc: string;
  lastmod: string | undefined;
}

export interface ReadSitemap {
  root: 'sitemapindex' | 'urlset';
  entries: ReadEntry[];
}

export const W3C_DATETIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A sitemap or an index, checked against the protocol's schema, with its entries in order. */
export async function readSitemap(xml: string): Promise<ReadSitemap> {
  expect(await sitemapSchemaErrors(xml)).toEqual([]);
  const root = parseXml(xml);
  expect(['sitemapindex', 'urlset']).toContain(root.name);
  const kind = root.name as ReadSitemap['root'];
  const entries = childrenNamed(root, kind === 'sitemapindex' ? 'sitemap' : 'url').map((entry) => ({
    loc: childText(entry, 'loc') ?? '',
    lastmod: childText(entry, 'lastmod'),
  }));
  for (const { lastmod } of entries) if (lastmod) expect(lastmod).toMatch(W3C_DATETIME);
  return { root: kind, entries };
}

export interface Crawl {
  index: ReadEntry[];
  /** Each child the index names, by its path on the site. */
  children: Map<string, ReadEntry[]>;
}

/**
 * What a crawler reads from `/sitemap.xml`: the index, then every child it names on `origin`, each an
 * XML 200 answer that is valid against the protocol's schema.
 */
export async function crawlSitemaps(
  request: (path: string) => Response | Promise<Response>,
  origin: string,
): Promise<Crawl> {
  const read = async (path: string) => {
    const response = await request(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toBe('application/xml; charset=utf-8');
    return readSitemap(await response.text());
  };
  const index = await read('/sitemap.xml');
  expect(index.root).toBe('sitemapindex');
  const children = new Map<string, ReadEntry[]>();
  for (const { loc } of index.entries) {
    expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    const path = loc.slice(origin.length);
    const child = await read(path);
    expect(child.root, path).toBe('urlset');
    children.set(path, child.entries);
  }
  return { index: index.entries, children };
}
