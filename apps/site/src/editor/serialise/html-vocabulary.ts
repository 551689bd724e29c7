import type { HeadingLevel, MarkName } from '../model';
import { isWordListMarker } from './word-lists';

/** What an HTML element becomes when read into the model. */
export type ElementKind =
  | 'dropped'
  | 'break'
  | 'rule'
  | 'image'
  | 'heading'
  | 'quote'
  | 'list'
  | 'code-block'
  | 'container'
  | 'inline';

/** Removed with everything inside: nothing a reader of the post should get. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'svg',
  'math',
  'canvas',
  'video',
  'audio',
  'select',
  'textarea',
  'input',
]);

/** Blocks whose content becomes paragraphs (or, when they hold other blocks, those blocks). */
const CONTAINERS = new Set([
  'p',
  'div',
  'li',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'address',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'center',
  'hgroup',
  'fieldset',
  'form',
  'legend',
]);

const KINDS: Record<string, ElementKind> = {
  br: 'break',
  hr: 'rule',
  img: 'image',
  blockquote: 'quote',
  ul: 'list',
  ol: 'list',
  pre: 'code-block',
};

export function elementKind(element: Element): ElementKind {
  const tag = element.localName;
  if (
    DROPPED.has(tag) ||
    isWordListMarker(element) ||
    element.classList.contains('Apple-interchange-newline')
  ) {
    return 'dropped';
  }
  if (/^h[1-6]$/.test(tag)) return 'heading';
  return KINDS[tag] ?? (CONTAINERS.has(tag) ? 'container' : 'inline');
}

export function headingLevel(element: Element): HeadingLevel {
  const level = Number(element.localName.slice(1));
  return level <= 2 ? 2 : level >= 4 ? 4 : 3;
}

/** Tags that carry a mark, synonyms included. */
export const TAG_MARKS: Readonly<Record<string, MarkName>> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
  kbd: 'code',
  samp: 'code',
  tt: 'code',
  sup: 'superscript',
  sub: 'subscript',
};
