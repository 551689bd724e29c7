const ROOT = '<div id="root"></div>';

export interface DocumentParts {
  /** Everything up to and including the opening root element. */
  start: string;
  /** The closing root element and the rest of the document, before the data blocks are added. */
  end: string;
}

/**
 * Splits the built index.html around the root element, without the generic title and description
 * (each server-rendered page writes its own) and with `headSlot` marking where page tags go.
 */
export function splitTemplate(html: string): DocumentParts {
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error('index.html has no empty #root element');
  const start = html
    .slice(0, at)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  return { start: `${start}<div id="root">`, end: `</div>${html.slice(at + ROOT.length)}` };
}

/**
 * `text` with `insert` put at the first `marker` (before or after it). Concatenation, never
 * `String.replace` with a string: there `$'`, `` $` ``, `$&` and `$$` in a reader's comment or a
 * search term would paste other parts of the page into it.
 */
function insertAt(text: string, marker: string, insert: string, side: 'before' | 'after'): string {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`the page template has no ${marker}`);
  const cut = side === 'before' ? at : at + marker.length;
  return text.slice(0, cut) + insert + text.slice(cut);
}

/** The start of the document with the page's head tags written before </head>. */
export function withHead(start: string, headTags: string): string {
  return insertAt(start, '</head>', `    ${headTags}\n  `, 'before');
}

/** The end of the document with data blocks written right after the root element. */
export function withData(end: string, blocks: string): string {
  return insertAt(end, '</div>', `\n    ${blocks}`, 'after');
}
