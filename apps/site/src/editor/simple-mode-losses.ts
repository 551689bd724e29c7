import { parseStyle } from './serialise/css-values';
import { convertsLosslessly } from './serialise/lossless';

// Elements the simple editor reads as themselves; anything else is turned into something it has.
const SIMPLE_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'ul',
  'ol',
  'li',
  'pre',
  'code',
  'hr',
  'img',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'sup',
  'sub',
  'span',
  'font',
  'br',
]);

const TABLE_TAGS = new Set([
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'colgroup',
  'col',
]);
const EMBEDDED_TAGS = new Set(['iframe', 'video', 'audio', 'embed', 'object', 'picture', 'source', 'canvas']);
const SIMPLE_STYLES = new Set([
  'text-align',
  'color',
  'font-size',
  'font-weight',
  'font-style',
  'text-decoration',
  'vertical-align',
]);
// Attributes the simple editor writes itself, by element; style is judged by its properties.
const SIMPLE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
  font: ['color', 'size'],
};

/**
 * What switching this HTML to the simple editor would drop, named for the author in Spanish, most
 * telling first: empty when nothing would change. When the change is only in how things are written
 * (a quote made of paragraphs, an image inside a paragraph), it says "parte del formato".
 */
export function lostInSimpleMode(html: string): string[] {
  if (convertsLosslessly(html)) return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const lost = new Set<string>();
  const otherTags = new Set<string>();
  const otherAttributes = new Set<string>();
  for (const element of body.querySelectorAll('*')) {
    const tag = element.localName;
    // A table's or a video's own attributes go with it: naming them too would say nothing more.
    if (TABLE_TAGS.has(tag)) {
      lost.add('tablas');
      continue;
    }
    if (EMBEDDED_TAGS.has(tag)) {
      lost.add('vídeos y contenido incrustado');
      continue;
    }
    if (tag === 'h1' || tag === 'h5' || tag === 'h6') lost.add(`títulos <${tag}>`);
    else if (!SIMPLE_TAGS.has(tag)) otherTags.add(tag);
    for (const { name, value } of element.attributes) {
      if (name === 'class') lost.add('clases CSS');
      else if (name === 'style') {
        if ([...parseStyle(value).keys()].some((property) => !SIMPLE_STYLES.has(property)))
          lost.add('estilos CSS');
      } else if (!SIMPLE_ATTRIBUTES[tag]?.includes(name)) otherAttributes.add(name);
    }
  }
  for (const tag of otherTags) lost.add(`la etiqueta <${tag}>`);
  for (const name of otherAttributes) lost.add(`el atributo ${name}`);
  return lost.size ? [...lost] : ['parte del formato'];
}
