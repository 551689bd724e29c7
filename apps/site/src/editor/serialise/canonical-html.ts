import { removeBlankLinesBesideMedia } from './blank-lines';
import { fontTagSize, normaliseColour, normaliseFontSize, parseStyle } from './css-values';
import { type Run, renderWhitespace, withoutFinalLineBreak } from './whitespace';

/**
 * Inline elements whose look the model can hold. Their text is compared as runs labelled with the
 * sorted set of looks around it, so nesting order and split runs do not count as differences.
 */
const FORMATTING_TAGS: Readonly<Record<string, string>> = {
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  u: 'u',
  ins: 'u',
  s: 's',
  strike: 's',
  del: 's',
  code: 'code',
  sup: 'sup',
  sub: 'sub',
  span: '',
  font: '',
  a: '',
};

/**
 * HTML reduced to what a reader sees, for comparing two versions of a post: synonyms unified,
 * attributes and styles sorted, whitespace as the browser lays it out, target and rel ignored.
 * Every other element, attribute and style is kept as written, so it shows up as a difference. Empty
 * lines beside a rule or an image are left out: a post never publishes them (see blank-lines).
 */
export function canonicalHtml(html: string): string {
  const { head, body } = new DOMParser().parseFromString(html, 'text/html');
  removeBlankLinesBesideMedia(body);
  return (head.hasChildNodes() ? '<head>' : '') + canonicalContent(body, [], false);
}

function canonicalContent(parent: Element, looks: readonly string[], preformatted: boolean): string {
  let html = '';
  let runs: Run<string>[] = [];
  const endSegment = () => {
    html += canonicalSegment(runs);
    runs = [];
  };
  const visit = (element: Element, outer: readonly string[]) => {
    for (const child of element.childNodes) {
      if (child instanceof Text) {
        runs.push({
          kind: preformatted ? 'preserved' : 'text',
          text: child.data,
          data: JSON.stringify(outer),
        });
      }
      if (!(child instanceof Element)) continue;
      if (child.localName === 'br') {
        runs.push({ kind: 'break', text: '\n', data: '' });
        continue;
      }
      const inner = formattingLooks(child);
      if (inner) {
        visit(child, [...new Set([...outer, ...inner])].sort());
        continue;
      }
      endSegment();
      const tag = child.localName;
      const content = canonicalContent(child, outer, preformatted || tag === 'pre');
      html += `<${tag}${canonicalAttributes(child)}>${content}</${tag}>`;
    }
  };
  visit(parent, looks);
  endSegment();
  return html;
}

function canonicalSegment(runs: readonly Run<string>[]): string {
  const pieces = renderWhitespace(runs);
  // A lone <br> shows an empty line; only a <br> after some text shows nothing.
  const shown = pieces.map((piece) => piece.text).join('') === '\n' ? pieces : withoutFinalLineBreak(pieces);
  return shown.map((piece) => `[${piece.data}]${piece.text}`).join('');
}

function formattingLooks(element: Element): string[] | null {
  const tag = element.localName;
  const base = FORMATTING_TAGS[tag];
  if (base === undefined) return null;
  const looks = base ? [base] : [];
  if (tag === 'a' && !element.hasAttribute('href')) looks.push('a');
  for (const { name, value } of element.attributes) {
    if (name === 'style')
      looks.push(...[...parseStyle(value)].map(([property, v]) => styleLook(property, v)));
    else if (tag === 'a' && name === 'href') looks.push(`href=${value.trim()}`);
    else if (tag === 'font' && name === 'color') looks.push(styleLook('color', value));
    else if (tag === 'font' && name === 'size') looks.push(`font-size:${fontTagSize(value) ?? value}px`);
    else if (tag !== 'a' || (name !== 'target' && name !== 'rel')) looks.push(`${name}=${value}`);
  }
  return looks;
}

function styleLook(property: string, value: string): string {
  const lower = value.toLowerCase();
  if (property === 'font-weight' && /^(bold|bolder|[6-9]00)$/.test(lower)) return 'strong';
  if (property === 'font-style' && lower === 'italic') return 'em';
  if (property.startsWith('text-decoration') && lower === 'underline') return 'u';
  if (property.startsWith('text-decoration') && lower === 'line-through') return 's';
  if (property === 'vertical-align' && lower === 'super') return 'sup';
  if (property === 'vertical-align' && lower === 'sub') return 'sub';
  return `${property}:${normaliseDeclaration(property, value)}`;
}

function canonicalAttributes(element: Element): string {
  const attributes = new Map<string, string>();
  for (const { name, value } of element.attributes) {
    attributes.set(name, name === 'style' ? canonicalStyle(value) : name === 'src' ? value.trim() : value);
  }
  if (element.localName === 'img' && !attributes.has('alt')) attributes.set('alt', '');
  if (attributes.get('style') === '') attributes.delete('style');
  return [...attributes]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
}

function canonicalStyle(style: string): string {
  return [...parseStyle(style)]
    .map(([property, value]) => `${property}:${normaliseDeclaration(property, value)}`)
    .filter((declaration) => declaration !== 'text-align:left')
    .sort()
    .join(';');
}

function normaliseDeclaration(property: string, value: string): string {
  if (property === 'color') return normaliseColour(value) ?? value;
  if (property === 'font-size') {
    const pixels = normaliseFontSize(value);
    return pixels ? `${pixels}px` : value;
  }
  return property === 'text-align' ? value.toLowerCase() : value;
}
