import type { Revision } from '@pupitre/data';
import type { DiffBlockKind, RevisionComparison } from '@pupitre/ui/fragments';
import { diffWords } from 'diff';
import { compareBlocks, type TextBlock } from './block-alignment';

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

/** The kind an element gives the text inside it; a paragraph or a cell keeps its container's. */
function kindIn(element: Element, around: DiffBlockKind): DiffBlockKind {
  if (/^H[1-6]$/.test(element.tagName)) return 'heading';
  if (element.tagName === 'LI') return 'listItem';
  if (element.tagName === 'BLOCKQUOTE') return 'quote';
  return around;
}

function collectBlocks(parent: Node, kind: DiffBlockKind, blocks: TextBlock[]): void {
  let run = '';
  const flush = () => {
    const text = run
      .split('\n')
      .map((line) => line.replace(/ {2,}/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    if (text !== '') blocks.push({ kind, text });
    run = '';
  };
  for (const child of Array.from(parent.childNodes)) {
    if (child instanceof Element && BLOCKS.has(child.tagName)) {
      flush();
      if (child.tagName === 'PRE') {
        const code = (child.textContent ?? '').replace(/\n+$/, '');
        if (code.trim() !== '') blocks.push({ kind: 'code', text: code });
      } else {
        collectBlocks(child, kindIn(child, kind), blocks);
      }
    } else {
      run += inlineText(child);
    }
  }
  flush();
}

/**
 * A post body's blocks as a reader sees them (paragraphs, headings, list items, quotes, code), each
 * with its plain text, read with the browser's parser.
 */
export function bodyBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  collectBlocks(new DOMParser().parseFromString(html, 'text/html').body, 'paragraph', blocks);
  return blocks;
}

export interface CurrentText {
  title: string;
  summary: string;
  html: string;
}

/**
 * The revision against the editor's current text: title and summary word by word, the body block by
 * block (a changed block word by word; an added or removed one whole).
 */
export function compareRevision(
  revision: Pick<Revision, 'titulo' | 'resumen' | 'contenido'>,
  current: CurrentText,
): RevisionComparison {
  return {
    title: diffWords(revision.titulo, current.title),
    summary: diffWords(revision.resumen ?? '', current.summary),
    body: compareBlocks(bodyBlocks(revision.contenido), bodyBlocks(current.html)),
  };
}
