import { describe, expect, it } from 'vitest';
import { renderSitemapIndex, renderUrlset } from './sitemap.render';
import { readSitemap } from './sitemap-crawl';
import { sitemapSchemaErrors } from './sitemap-schema';

const LASTMOD = '2026-06-02T10:00:00.123Z';

describe('the sitemap rendering', () => {
  it('writes a urlset valid against the protocol, with each location escaped and read back exactly', async () => {
    const loc = `https://pupitre.example/buscar?q=a&b='<c>'"`;
    const read = await readSitemap(
      renderUrlset([{ loc, lastmod: LASTMOD }, { loc: 'https://pupitre.example/home' }]),
    );
    expect(read).toEqual({
      root: 'urlset',
      entries: [
        { loc, lastmod: LASTMOD },
        { loc: 'https://pupitre.example/home', lastmod: undefined },
      ],
    });
  });

  it('writes a sitemap index valid against the protocol', async () => {
    const sitemaps = [
      { loc: 'https://pupitre.example/sitemap-paginas.xml' },
      { loc: 'https://pupitre.example/sitemap-publicaciones-1.xml', lastmod: LASTMOD },
    ];
    expect(await readSitemap(renderSitemapIndex(sitemaps))).toEqual({
      root: 'sitemapindex',
      entries: sitemaps.map(({ loc, lastmod }) => ({ loc, lastmod })),
    });
  });
});

describe('the schema check', () => {
  it('refuses a file with no entry, which the protocol does not allow', async () => {
    expect(await sitemapSchemaErrors(renderUrlset([]))).not.toEqual([]);
    expect(await sitemapSchemaErrors(renderSitemapIndex([]))).not.toEqual([]);
  });

  it('refuses a date that is not a W3C datetime and a location too short to be a URL', async () => {
    const at = (lastmod: string) => renderUrlset([{ loc: 'https://pupitre.example/home', lastmod }]);
    expect(await sitemapSchemaErrors(at('2026-06-02 10:00:00'))).not.toEqual([]);
    expect(await sitemapSchemaErrors(renderSitemapIndex([{ loc: 'x.xml', lastmod: LASTMOD }]))).not.toEqual(
      [],
    );
  });
});
