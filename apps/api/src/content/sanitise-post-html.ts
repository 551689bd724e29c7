import sanitizeHtml from 'sanitize-html';

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]+$/i];
const LENGTH = [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/];

/**
 * What a post body may hold: the editor's formatting, colours, font sizes, images and links; never
 * scripts, event handlers, javascript: URLs, frames, forms or embedded objects.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'mark',
    'small',
    'font',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['style', 'class', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    font: ['color', 'size', 'face'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'font-size': LENGTH,
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'font-family': [/^[\w\s,'"-]+$/],
      'text-decoration': [/^[\w\s-]+$/],
      'text-align': [/^(left|right|center|justify)$/],
      'line-height': [/^[\d.]+(px|em|rem|%)?$/],
      margin: [/^[\d.\s]+(px|em|rem|%)?[\d.\spxemr%]*$/],
      padding: [/^[\d.\s]+(px|em|rem|%)?[\d.\spxemr%]*$/],
      width: LENGTH,
      height: LENGTH,
      'max-width': LENGTH,
    },
  },
  transformTags: { a: linkTarget },
};

/**
 * A link opens a new tab only when its author chose one (target="_blank"), and then without handing the
 * new page a reference to this one. Other targets (a frame's name, _top, _parent) mean nothing in a post.
 */
function linkTarget(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, ...rest } = attribs;
  if (target?.trim().toLowerCase() !== '_blank') return { tagName, attribs: rest };
  const { rel: _, ...others } = rest;
  return { tagName, attribs: { ...others, target: '_blank', rel: 'noopener noreferrer' } };
}

/**
 * The allowlist's edition. Raise it whenever a change to the options above changes what a stored body
 * becomes: every post stored under an older one is sanitised again when the server next starts (see
 * resanitise-posts). Keeping the author's choice of target left it at 1: bodies stored before all carry
 * target="_blank" rel="noopener noreferrer", which the new rule keeps as it is.
 */
export const HTML_ALLOWLIST_VERSION = 1;

export function sanitisePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
