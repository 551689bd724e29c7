import sanitizeHtml from 'sanitize-html';

// Mail clients drop scripts and most CSS anyway; images and embeds stay on the site, where the post is.
const MAIL_ALLOWLIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' },
};

const HEADING = /<h[1-6][\s>]/gi;
const hasText = (html: string) => sanitizeHtml(html, { allowedTags: [] }).trim() !== '';

/** The body up to the first heading that follows some text: what comes before the article's next part. */
export function firstSection(bodyHtml: string): string {
  const starts = [...bodyHtml.matchAll(HEADING)].map((match) => match.index ?? 0);
  const end = starts.find((start) => hasText(bodyHtml.slice(0, start))) ?? bodyHtml.length;
  return sanitizeHtml(bodyHtml.slice(0, end), MAIL_ALLOWLIST).trim();
}
