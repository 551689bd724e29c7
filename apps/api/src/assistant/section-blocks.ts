import { splitSentences } from './sentences';

/** A section's content as the reader sees it: paragraphs of sentences, and lists of items. */
export type Block = { kind: 'paragraph'; sentences: string[] } | { kind: 'list'; items: ListItem[] };

export interface ListItem {
  text: string;
  /** "Plan" in "Plan: define metas…": the item leans on its list for sense. */
  label?: string;
}

const entities: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

function plain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const LABEL = /^([^.!?:]{1,40}):\s+(\S.*)$/u;

function listItem(html: string): ListItem {
  const text = plain(html);
  const label = LABEL.exec(text)?.[1];
  return label ? { text, label } : { text };
}

/**
 * The blocks of a post body's section `orden`, cut like the database cuts `publicaciones_pasajes`
 * (migration 0008): at each heading, empty parts left out, counted from 1.
 */
export function sectionBlocks(html: string, orden: number): Block[] {
  const parts = html.split(/(?=<h[1-6][\s>])/i).filter((part) => plain(part) !== '');
  const section = (parts[orden - 1] ?? '').replace(/^<h([1-6])[^>]*>[\s\S]*?<\/h\1>/i, '');
  const blocks: Block[] = [];
  for (const match of section.matchAll(/<(p|blockquote|ul|ol)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const [, tag = '', inner = ''] = match;
    if (/^(ul|ol)$/i.test(tag)) {
      const items = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((item) =>
        listItem(item[1] ?? ''),
      );
      if (items.length) blocks.push({ kind: 'list', items });
    } else {
      const sentences = splitSentences(plain(inner));
      if (sentences.length) blocks.push({ kind: 'paragraph', sentences });
    }
  }
  return blocks;
}
