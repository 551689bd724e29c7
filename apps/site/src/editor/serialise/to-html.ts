import type { Alignment, BlockElement, EditorDocument, ListItemElement } from '../model';
import { escapeAttribute, escapeText } from './escape-html';
import { inlinesToHtml } from './inline-to-html';
import { isAllowedImageSource } from './url-policy';

/** A post body as HTML, one block a line; htmlToDocument reads it back to the same document. */
export function documentToHtml(document: EditorDocument): string {
  return document
    .map(blockToHtml)
    .filter((html) => html !== '')
    .join('\n');
}

function blockToHtml(block: BlockElement): string {
  switch (block.type) {
    case 'paragraph':
      return `<p${alignStyle(block.align)}>${inlinesToHtml(block.children)}</p>`;
    case 'heading':
      return `<h${block.level}${alignStyle(block.align)}>${inlinesToHtml(block.children)}</h${block.level}>`;
    case 'blockquote':
      return `<blockquote${alignStyle(block.align)}>${inlinesToHtml(block.children)}</blockquote>`;
    case 'bulleted-list':
      return `<ul>\n${listItemsToHtml(block.children)}\n</ul>`;
    case 'numbered-list':
      return `<ol>\n${listItemsToHtml(block.children)}\n</ol>`;
    case 'code-block':
      return `<pre><code>${escapeText(block.children.map((leaf) => leaf.text).join(''))}</code></pre>`;
    case 'horizontal-rule':
      return '<hr>';
    case 'image':
      if (!isAllowedImageSource(block.src)) return '';
      return `<img src="${escapeAttribute(block.src)}" alt="${escapeAttribute(block.alt)}">`;
  }
}

function listItemsToHtml(items: readonly ListItemElement[]): string {
  return items.map((item) => `<li>${inlinesToHtml(item.children)}</li>`).join('\n');
}

function alignStyle(align: Alignment | undefined): string {
  return align && align !== 'left' ? ` style="text-align:${align}"` : '';
}
