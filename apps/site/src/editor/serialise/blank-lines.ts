import type { BlockElement, EditorDocument } from '../model';

const isMedia = (block: BlockElement | undefined) =>
  block?.type === 'horizontal-rule' || block?.type === 'image';

const isEmptyParagraph = (block: BlockElement | undefined) =>
  block?.type === 'paragraph' && block.children.every((child) => 'text' in child && child.text === '');

/**
 * A post body without the empty paragraphs beside a rule or an image. The editor keeps one after a
 * final rule or image to type into, and an empty line used to stay above one inserted there; neither
 * is published, nor read back from HTML. canonical-html ignores the same lines.
 */
export function withoutBlankLinesBesideMedia(document: EditorDocument): BlockElement[] {
  const dropped = new Set<number>();
  const dropRun = (from: number, step: 1 | -1) => {
    for (let index = from; isEmptyParagraph(document[index]); index += step) {
      dropped.add(index);
    }
  };
  document.forEach((block, index) => {
    if (!isMedia(block)) return;
    dropRun(index - 1, -1);
    dropRun(index + 1, 1);
  });
  return dropped.size ? document.filter((_, index) => !dropped.has(index)) : document;
}

const isMediaElement = (element: Element | null) =>
  element?.localName === 'hr' || element?.localName === 'img';

/** A <p> with no attributes that holds only collapsible whitespace and at most one <br>. */
function isBlankParagraph(element: Element): boolean {
  if (element.localName !== 'p' || element.attributes.length > 0) return false;
  let breaks = 0;
  for (const child of element.childNodes) {
    if (child instanceof Element && child.localName === 'br') breaks += 1;
    else if (child instanceof Element || (child instanceof Text && !/^[ \t\n\r\f]*$/.test(child.data)))
      return false;
  }
  return breaks <= 1;
}

/** The same lines taken out of parsed HTML, among `parent`'s children, so comparisons ignore them. */
export function removeBlankLinesBesideMedia(parent: Element) {
  const blank = () =>
    [...parent.children].find(
      (element) =>
        isBlankParagraph(element) &&
        (isMediaElement(element.previousElementSibling) || isMediaElement(element.nextElementSibling)),
    );
  for (let element = blank(); element; element = blank()) element.remove();
}
