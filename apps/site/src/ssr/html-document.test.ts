import { describe, expect, it } from 'vitest';
import { splitTemplate, withData, withHead } from './html-document';

const template = `<!doctype html>
<html lang="es">
  <head>
    <meta name="description" content="Genérica" />
    <title>Pupitre</title>
    <script type="module" src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the document around a server-rendered page', () => {
  it('drops the generic title and description, and puts the page between the root element tags', () => {
    const { start, end } = splitTemplate(template);
    const page = `${withHead(start, '<title>Blog | Pupitre</title>')}<h1>Blog</h1>${withData(end, '<x-data></x-data>')}`;
    expect(page).not.toContain('Genérica');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Blog | Pupitre</title>\n  </head>');
    expect(page).toContain('<div id="root"><h1>Blog</h1></div>\n    <x-data></x-data>');
    expect(page).toContain('<script type="module" src="/assets/index-1.js"></script>');
  });

  it('writes dollar patterns as they are, never as replacement patterns (drill F1)', () => {
    const { start, end } = splitTemplate(template);
    const text = "Buen artículo $' fin $` $& $$ $1";
    const page = `${withHead(start, `<title>${text}</title>`)}<p>${text}</p>${withData(end, `<x-data>${text}</x-data>`)}`;
    expect(page).toContain(`<title>${text}</title>\n  </head>`);
    expect(page).toContain(`<x-data>${text}</x-data>`);
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page.match(/<\/html>/g)).toHaveLength(1);
  });

  it('refuses a template without an empty root element', () => {
    expect(() => splitTemplate('<html><body></body></html>')).toThrow('#root');
  });
});
