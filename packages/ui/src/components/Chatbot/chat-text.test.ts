import { describe, expect, it } from 'vitest';
import { splitChatText } from './chat-text';

const PATHS = ['/blog/:id', '/blog', '/categorias', '/contact', '/login', '/register'];
const link = (href: string) => ({ kind: 'link', href });
const text = (words: string) => ({ kind: 'text', text: words });
const linksIn = (words: string, paths = PATHS) =>
  splitChatText(words, paths)
    .flat()
    .filter((part) => part.kind === 'link');

describe('splitChatText', () => {
  it('links an article mentioned as «Título» (/blog/12) by its title, never by the bare path', () => {
    expect(splitChatText('Lee «Procrastinación» (/blog/12).', PATHS)).toEqual([
      [text('Lee '), { kind: 'link', href: '/blog/12', label: 'Procrastinación' }, text('.')],
    ]);
  });

  it('keeps the query of a titled link, as the offer to search the blog', () => {
    expect(splitChatText('Puedes buscarlo en el blog: «Buscar "café"» (/blog?q=caf%C3%A9).', PATHS)).toEqual([
      [
        text('Puedes buscarlo en el blog: '),
        { kind: 'link', href: '/blog?q=caf%C3%A9', label: 'Buscar "café"' },
        text('.'),
      ],
    ]);
  });

  it('leaves a «title» before a path the site did not list as text', () => {
    expect(linksIn('Lee «Quiénes somos» (/about).')).toEqual([]);
  });

  it('links each listed path at the start, middle and end of the text', () => {
    expect(splitChatText('/contact o /categorias, y luego /register', PATHS)).toEqual([
      [link('/contact'), text(' o '), link('/categorias'), text(', y luego '), link('/register')],
    ]);
  });

  it('keeps trailing punctuation out of the link', () => {
    expect(linksIn('Entra en /login. Mira /blog, /blog/3) o /contact!')).toEqual([
      link('/login'),
      link('/blog'),
      link('/blog/3'),
      link('/contact'),
    ]);
  });

  it.each([
    ['inside a URL', 'Visita https://pupitre.es/blog/12 hoy'],
    ['after a domain', 'Visita pupitre.es/contact hoy'],
    ['inside a longer path', 'Ve a /es/blog ahora'],
    ['as the start of a longer word', 'Los /blogs y /registered'],
    ['with a non-numeric id', 'Lee /blog/12abc o /blog/doce'],
    ['followed by a query or extension', 'Usa /login?next=/blog o /blog.html'],
    ['with a decimal id', 'Lee /blog/12.5 ahora'],
    ['that the site did not list', 'Lee /about ahora'],
  ])('leaves a path %s as text', (_, words) => {
    expect(linksIn(words)).toEqual([]);
  });

  it('splits paragraphs at blank lines and keeps single line breaks inside one', () => {
    expect(splitChatText('Uno\ny medio.\n\nDos /blog/3.\n \n\nTres', PATHS)).toEqual([
      [text('Uno\ny medio.')],
      [text('Dos '), link('/blog/3'), text('.')],
      [text('Tres')],
    ]);
  });

  it('given no paths to link › answers the paragraphs as plain text', () => {
    expect(splitChatText('Lee /blog/12.\n\nAdiós', [])).toEqual([[text('Lee /blog/12.')], [text('Adiós')]]);
  });

  it('takes a listed path literally, not as a pattern', () => {
    expect(linksIn('Lee /aXb y /a.b', ['/a.b'])).toEqual([link('/a.b')]);
  });
});
