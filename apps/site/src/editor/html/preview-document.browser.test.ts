// The page's globals as the site loads them (AppProviders): the preview copies the page's styles.
import '../../global-styles';
import { articleBodyClass } from '@pupitre/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { type PreviewLook, pageLook, previewDocument } from './preview-document';

const plainLook: PreviewLook = { stylesheets: [], styles: [], rootClass: '' };
const parse = (html: string, look = plainLook) =>
  new DOMParser().parseFromString(previewDocument(html, look), 'text/html');
const bodyOf = (html: string) => parse(html).body;

describe('previewDocument', () => {
  it('keeps data, https and root-relative sources and removes the rest', () => {
    const body = bodyOf(
      '<img src="data:image/png;base64,AAAA" alt="a"><img src="https://example.com/a.png" alt="b">' +
        '<img src="/api/imagenes/3" alt="c"><img src="javascript:alert(1)" alt="d"><img src="ftp://x/y.png" alt="e">',
    );
    const sources = [...body.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      'data:image/png;base64,AAAA',
      'https://example.com/a.png',
      '/api/imagenes/3',
      null,
      null,
    ]);
  });

  it('opens every link in a new tab without giving it the opener', () => {
    const link = bodyOf('<p><a href="https://example.com" target="_self">Ir</a></p>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('makes links without their own target open in a new tab through the base element', () => {
    expect(previewDocument('<p>Hola</p>', plainLook)).toContain('<base target="_blank">');
  });

  it('puts the body in an article body, as the post page does', () => {
    const article = bodyOf('<h2>Repaso</h2><p>Texto</p>').firstElementChild;
    expect(article?.className).toBe(articleBodyClass);
    expect(article?.innerHTML).toBe('<h2>Repaso</h2><p>Texto</p>');
  });

  it('links the page’s stylesheets, copies its styles and takes its theme class', () => {
    const look: PreviewLook = {
      stylesheets: ['http://localhost:3000/assets/index-abc.css'],
      styles: ['.a{color:red}'],
      rootClass: 'pupitre-theme-dark',
    };
    const preview = parse('<p>Hola</p>', look);
    expect(preview.documentElement.className).toBe('pupitre-theme-dark');
    const links = [...preview.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'http://localhost:3000/assets/index-abc.css',
    ]);
    expect(preview.head.querySelector('style')?.textContent).toBe('.a{color:red}');
  });

  it('keeps copied CSS inside its style element', () => {
    const preview = parse('<p>Hola</p>', {
      ...plainLook,
      styles: ['.a::after{content:"</style><script>alert(1)</script>"}'],
    });
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.body.textContent).toBe('Hola');
  });
});

describe('the preview in its frame', () => {
  const frames: HTMLIFrameElement[] = [];
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
    document.documentElement.classList.remove('pupitre-theme-dark');
  });

  /** The preview as HtmlPreviewFrame shows it: a sandboxed frame that runs no script. */
  async function framed(html: string): Promise<Document> {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-same-origin');
    frames.push(frame);
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = previewDocument(html);
    document.body.append(frame);
    await loaded;
    return frame.contentDocument as Document;
  }

  const articleOnPage = (html: string) => {
    const article = document.createElement('div');
    article.className = articleBodyClass;
    article.innerHTML = html;
    document.body.append(article);
    return article;
  };

  it('reads the page it runs in', () => {
    const look = pageLook();
    expect(look.stylesheets.length + look.styles.length).toBeGreaterThan(0);
    expect(look.rootClass).toBe(document.documentElement.className);
  });

  it('sets links and text in the blog’s font and colours, not the browser’s blue and serif', async () => {
    const preview = await framed('<p>Lee <a href="https://example.com">la guía</a>.</p>');
    const link = preview.querySelector('a') as HTMLAnchorElement;
    const paragraph = preview.querySelector('p') as HTMLParagraphElement;
    const reference = articleOnPage('<p>Lee <a href="https://example.com">la guía</a>.</p>');
    const view = preview.defaultView as Window;
    try {
      expect(view.getComputedStyle(link).color).not.toBe('rgb(0, 0, 238)');
      expect(view.getComputedStyle(link).color).toBe(
        getComputedStyle(reference.querySelector('a') as HTMLAnchorElement).color,
      );
      expect(view.getComputedStyle(paragraph).fontFamily).toMatch(/Poppins/);
      expect(view.getComputedStyle(paragraph).fontSize).toBe(
        getComputedStyle(reference.querySelector('p') as HTMLParagraphElement).fontSize,
      );
    } finally {
      reference.remove();
    }
  });

  it('follows the page’s dark theme', async () => {
    const light = await framed('<p>Texto</p>');
    const lightText = (light.defaultView as Window).getComputedStyle(light.body).color;
    document.documentElement.classList.add('pupitre-theme-dark');
    const dark = await framed('<p>Texto</p>');
    expect((dark.defaultView as Window).getComputedStyle(dark.body).color).not.toBe(lightText);
  });
});
