/**
 * Absolute addresses of the public pages the feeds name, on the app's public origin (PUBLIC_URL). The
 * paths are the site's route table (apps/site/src/paths.ts), which the API cannot import.
 */
export function siteUrls(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    home: `${base}/home`,
    blog: `${base}/blog`,
    categories: `${base}/categorias`,
    post: (id: number) => `${base}/blog/${id}`,
    category: (id: number) => `${base}/categoria/${id}`,
    /** The sitemap index; its children sit beside it at the root, the folder of every URL they list. */
    sitemap: `${base}/sitemap.xml`,
    pagesSitemap: `${base}/sitemap-paginas.xml`,
    postsSitemap: (bucket: number) => `${base}/sitemap-publicaciones-${bucket}.xml`,
    rss: `${base}/rss.xml`,
  };
}

export type SiteUrls = ReturnType<typeof siteUrls>;
