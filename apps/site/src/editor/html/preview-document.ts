import { isAllowedImageSource } from '../serialise/url-policy';

const SOURCE_ATTRIBUTES = ['src', 'srcset', 'poster', 'background'];

// The frame shows the body as a plain page; the site's theme and fonts are not inside it.
const PREVIEW_STYLE =
  'body{margin:12px;font-family:Poppins,system-ui,sans-serif;line-height:1.6;color:#1f2a2a;background:#fff;overflow-wrap:anywhere}' +
  'img{max-width:100%;height:auto}pre{white-space:pre-wrap}';

/**
 * The HTML mode's preview page (accounts-admin §2, §5): sources other than data, http(s) and
 * root-relative ones are removed, and every link opens in a new tab. The frame runs no script.
 */
export function previewDocument(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const element of parsed.body.querySelectorAll('*')) {
    for (const name of SOURCE_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !isAllowedImageSource(value.trim())) element.removeAttribute(name);
    }
  }
  for (const link of parsed.body.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><base target="_blank"><style>${PREVIEW_STYLE}</style></head><body>${parsed.body.innerHTML}</body></html>`;
}
