import { describe, expect, it } from 'vitest';
import { headHtml } from './page-head';

const PUBLIC = 'https://pupitre.example';

function jsonLd(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no JSON-LD');
  return JSON.parse(json);
}

describe('the head of a server-rendered page', () => {
  it('names the page, describes it and gives its canonical URL from PUBLIC_URL', () => {
    const html = headHtml(
      { title: 'Blog', description: 'Todos los artículos', path: '/blog' },
      PUBLIC,
      'Pupitre',
    );
    expect(html).toContain('<title>Blog | Pupitre</title>');
    expect(html).toContain('<meta name="description" content="Todos los artículos">');
    expect(html).toContain('<link rel="canonical" href="https://pupitre.example/blog">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:url" content="https://pupitre.example/blog">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('application/ld+json');
  });

  it('describes a post as an article with an absolute image and a BlogPosting', () => {
    const html = headHtml(
      {
        title: 'Repasar con tarjetas',
        description: 'Un método sencillo',
        path: '/blog/7',
        image: '/api/imagenes/3',
        article: { published: '2025-03-05T10:00:00Z', modified: '2025-03-06T10:00:00Z', author: 'Lucía' },
      },
      PUBLIC,
      'Pupitre',
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:image" content="https://pupitre.example/api/imagenes/3">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="article:published_time" content="2025-03-05T10:00:00Z">');
    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Repasar con tarjetas',
      datePublished: '2025-03-05T10:00:00Z',
      dateModified: '2025-03-06T10:00:00Z',
      image: ['https://pupitre.example/api/imagenes/3'],
      author: { '@type': 'Person', name: 'Lucía' },
      publisher: { '@type': 'Organization', name: 'Pupitre', url: 'https://pupitre.example/' },
      mainEntityOfPage: 'https://pupitre.example/blog/7',
    });
  });

  it('escapes what authors write, so no title or summary can add markup or end the data block', () => {
    const html = headHtml(
      {
        title: '"><script>alert(1)</script>',
        description: 'a & b </script><script>alert(2)</script>',
        path: '/blog/1',
        article: { published: null, modified: null, author: '</script>' },
      },
      PUBLIC,
      'Pupitre',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>"&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Pupitre</title>');
    expect(html).toContain('content="a &amp; b &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(html)).toMatchObject({
      headline: '"><script>alert(1)</script>',
      author: { name: '</script>' },
    });
  });
});
