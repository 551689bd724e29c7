import { articleBodyClass } from '@pupitre/ui';
import { isAllowedImageSource } from '../serialise/url-policy';

const SOURCE_ATTRIBUTES = ['src', 'srcset', 'poster', 'background'];

/**
 * How the page the editor runs in is styled. The preview frame gets the same stylesheets (theme tokens,
 * the self-hosted Poppins, ArticleBody's typesetting) and the same theme class, so a draft looks as the
 * post page will show it.
 */
export interface PreviewLook {
  /** Addresses of the page's stylesheets: the built site links its compiled CSS. */
  stylesheets: string[];
  /** The text of the page's own <style> elements: the development server injects the CSS this way. */
  styles: string[];
  /** The classes of the page's <html>: the theme (light or dark) is one of them. */
  rootClass: string;
}

/** The look of `page`, the editor's own document unless told otherwise. */
export function pageLook(page: Document = document): PreviewLook {
  return {
    stylesheets: [...page.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href]')].map(
      (link) => link.href,
    ),
    styles: [...page.querySelectorAll('style')].map((style) => style.textContent ?? ''),
    rootClass: page.documentElement.className,
  };
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

// A "</style" inside copied CSS would end the element early; "<\/" means the same to CSS.
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

// Room around the text inside the frame; everything else comes from the page's own stylesheets.
const FRAME_STYLE = 'body{margin:0;padding:12px}';

function headOf(look: PreviewLook): string {
  return [
    ...look.stylesheets.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`),
    ...look.styles.map((css) => `<style>${styleText(css)}</style>`),
    `<style>${FRAME_STYLE}</style>`,
  ].join('');
}

/**
 * The HTML mode's preview page (accounts-admin §2, §5): sources other than data, http(s) and
 * root-relative ones are removed, and every link opens in a new tab. The body is typeset by ArticleBody's
 * styles in the page's theme. The frame runs no script (HtmlPreviewFrame's sandbox).
 */
export function previewDocument(html: string, look: PreviewLook = pageLook()): string {
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
  return (
    `<!doctype html><html lang="es" class="${attribute(look.rootClass)}"><head><meta charset="utf-8">` +
    `<base target="_blank">${headOf(look)}</head>` +
    `<body><div class="${attribute(articleBodyClass)}">${parsed.body.innerHTML}</div></body></html>`
  );
}
