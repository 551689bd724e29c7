/**
 * A run of a bot message's text: words as they are, or a same-site path to show as a link, named by
 * `label` when the text gave one («Título» (/blog/12)), else by the path itself.
 */
export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; label?: string };

// A path counts only as a whole token: after a space or an opening mark, before a space or the end,
// with closing punctuation between ('(/blog/12).'), never inside a word or a URL.
const OPENING = `[\\s(\\[«"'“¿¡]`;
const CLOSING = `[.,;:!?)\\]»"'”…]*(?:\\s|$)`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/blog/:id` stands for `/blog/` and a number; other characters are taken literally. */
function pathSource(path: string): string {
  return path.split(/:\w+/).map(escapeRegExp).join('\\d+');
}

// The opening mark is captured rather than looked behind for: Safari before 16.4 has no lookbehind.
function pathMatcher(linkPaths: readonly string[]): RegExp | null {
  if (linkPaths.length === 0) return null;
  return new RegExp(`(^|${OPENING})(${linkPaths.map(pathSource).join('|')})(?=${CLOSING})`, 'g');
}

// «Título» (/blog/12) or «Buscar "x"» (/blog?q=x): the title names the link and the path is not shown.
function titledMatcher(linkPaths: readonly string[]): RegExp | null {
  if (linkPaths.length === 0) return null;
  return new RegExp(`«([^«»\\n]+)» \\((${linkPaths.map(pathSource).join('|')})(\\?[^\\s()]*)?\\)`, 'g');
}

function splitTitled(paragraph: string, titled: RegExp | null, matcher: RegExp | null): ChatTextPart[] {
  if (!titled) return splitParagraph(paragraph, matcher);
  const parts: ChatTextPart[] = [];
  let rest = 0;
  for (const match of paragraph.matchAll(titled)) {
    const [whole, label = '', path = '', query = ''] = match;
    if (match.index > rest) parts.push(...splitParagraph(paragraph.slice(rest, match.index), matcher));
    parts.push({ kind: 'link', href: `${path}${query}`, label });
    rest = match.index + whole.length;
  }
  if (rest < paragraph.length) parts.push(...splitParagraph(paragraph.slice(rest), matcher));
  return parts;
}

function splitParagraph(paragraph: string, matcher: RegExp | null): ChatTextPart[] {
  if (!matcher) return [{ kind: 'text', text: paragraph }];
  const parts: ChatTextPart[] = [];
  let rest = 0;
  for (const match of paragraph.matchAll(matcher)) {
    const [, opening = '', path = ''] = match;
    const start = match.index + opening.length;
    if (start > rest) parts.push({ kind: 'text', text: paragraph.slice(rest, start) });
    parts.push({ kind: 'link', href: path });
    rest = start + path.length;
  }
  if (rest < paragraph.length) parts.push({ kind: 'text', text: paragraph.slice(rest) });
  return parts;
}

/**
 * The paragraphs of a bot message (split at blank lines), each as text and links. `linkPaths` are the
 * site's paths worth linking, as route patterns (`/blog/:id`, `/contact`). A path in brackets after a
 * «title» becomes a link named by that title, with its query if it has one.
 */
export function splitChatText(text: string, linkPaths: readonly string[]): ChatTextPart[][] {
  const matcher = pathMatcher(linkPaths);
  const titled = titledMatcher(linkPaths);
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => splitTitled(paragraph, titled, matcher));
}
