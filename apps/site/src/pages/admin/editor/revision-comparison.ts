import type { Revision } from '@pupitre/data';
import type { RevisionComparison } from '@pupitre/ui/fragments';
import { diffWords } from 'diff';

// Elements that start a block of their own: their text is kept apart from what surrounds it.
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'CAPTION',
  'DIV',
  'DL',
  'DD',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TR',
  'UL',
]);

/** The text a reader sees of inline content: spaces collapsed, <br> kept as a line break, images by alt. */
function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (!(node instanceof Element)) return '';
  if (node.tagName === 'BR') return '\n';
  if (node.tagName === 'IMG') {
    const alt = node.getAttribute('alt')?.trim();
    return alt ? ` [Imagen: ${alt}] ` : ' [Imagen] ';
  }
  return Array.from(node.childNodes, inlineText).join('');
}

function collectBlocks(parent: Node, blocks: string[]): void {
  let run = '';
  const flush = () => {
    const text = run
      .split('\n')
      .map((line) => line.replace(/ {2,}/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    if (text !== '') blocks.push(text);
    run = '';
  };
  for (const child of Array.from(parent.childNodes)) {
    if (child instanceof Element && BLOCKS.has(child.tagName)) {
      flush();
      const code = child.tagName === 'PRE' ? (child.textContent ?? '').replace(/\n+$/, '') : undefined;
      if (code === undefined) collectBlocks(child, blocks);
      else if (code.trim() !== '') blocks.push(code);
    } else {
      run += inlineText(child);
    }
  }
  flush();
}

/** A post body's plain text, block by block (a blank line between blocks), read with the browser's parser. */
export function bodyText(html: string): string {
  const blocks: string[] = [];
  collectBlocks(new DOMParser().parseFromString(html, 'text/html').body, blocks);
  return blocks.join('\n\n');
}

export interface CurrentText {
  title: string;
  summary: string;
  html: string;
}

/** The revision against the editor's current text, word by word: what was added since and taken out. */
export function compareRevision(
  revision: Pick<Revision, 'titulo' | 'resumen' | 'contenido'>,
  current: CurrentText,
): RevisionComparison {
  return {
    title: diffWords(revision.titulo, current.title),
    summary: diffWords(revision.resumen ?? '', current.summary),
    body: diffWords(bodyText(revision.contenido), bodyText(current.html)),
  };
}
