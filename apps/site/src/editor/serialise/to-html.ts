import type { Alignment, BlockElement, EditorDocument, ListElement } from '../model';
import { withoutBlankLinesBesideMedia } from './blank-lines';
import { escapeAttribute, escapeText } from './escape-html';
import { inlinesToHtml } from './inline-to-html';
import { isAllowedImageSource } from './url-policy';

/** A post body as HTML, one block a line; htmlToDocument reads it back to the same document. */
export function documentToHtml(document: EditorDocument): string {
  return withoutBlankLinesBesideMedia(document)
    .map(blockToHtml)
    .filter((html) => html !== '')
    .join('\n');
}

/**
 * documentToHtml for the documents of one editor, which change a block at a time: a block's HTML is
 * kept while the block object is the same (Slate never changes a node in place, it makes a new one),
 * so a copy of a long post costs the blocks that changed, not the whole post.
 */
export function createDocumentWriter(): (document: EditorDocument) => string {
  const written = new WeakMap<BlockElement, string>();
  const writeBlock = (block: BlockElement) => {
    let html = written.get(block);
    if (html === undefined) {
      html = blockToHtml(block);
      written.set(block, html);
    }
    return html;
  };
  return (document) =>
    withoutBlankLinesBesideMedia(document)
      .map(writeBlock)
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
    case 'numbered-list':
      return listToHtml(block);
    case 'code-block':
      return `<pre><code>${escapeText(block.children.map((leaf) => leaf.text).join(''))}</code></pre>`;
    case 'horizontal-rule':
      return '<hr>';
    case 'image':
      if (!isAllowedImageSource(block.src)) return '';
      return `<img src="${escapeAttribute(block.src)}" alt="${escapeAttribute(block.alt)}">`;
  }
}

/** One item a line; a list nested under an item goes inside that item's <li>, after its text. */
function listToHtml(list: ListElement): string {
  const tag = list.type === 'numbered-list' ? 'ol' : 'ul';
  return `<${tag}>\n${listContentToHtml(list.children)}\n</${tag}>`;
}

function listContentToHtml(children: ListElement['children']): string {
  const items: string[] = [];
  let open: string | undefined;
  for (const child of children) {
    if (child.type === 'list-item') {
      if (open !== undefined) items.push(`${open}</li>`);
      open = `<li>${inlinesToHtml(child.children)}`;
    } else if (open !== undefined) open += listToHtml(child);
    // A nested list with no item before it (never in a normalised document) joins this list.
    else items.push(listContentToHtml(child.children));
  }
  if (open !== undefined) items.push(`${open}</li>`);
  return items.join('\n');
}

function alignStyle(align: Alignment | undefined): string {
  return align && align !== 'left' ? ` style="text-align:${align}"` : '';
}
