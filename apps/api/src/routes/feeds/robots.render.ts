/**
 * robots.txt: everything may be crawled except the admin pages and the JSON API, whose answers are
 * data, not pages. Stored images are the exception inside the API: covers are the og:image of the
 * posts, and crawlers that honour robots.txt (link previews too) would otherwise drop them.
 */
export function renderRobots(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /api/',
    'Allow: /api/imagenes/',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
