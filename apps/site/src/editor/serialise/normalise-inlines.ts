import type { FormattedText, InlineNode, LinkElement } from '../model';

/**
 * Slate's own normal form, so the editor changes nothing on load: no empty texts beside other texts,
 * neighbours with equal marks merged, a text before and after every link (empty if need be), and at
 * least one child. Links without text are dropped: a reader never sees them.
 */
export function normaliseInlines(nodes: readonly InlineNode[]): InlineNode[] {
  const result: InlineNode[] = [];
  let texts: FormattedText[] = [];
  const closeTexts = () => {
    const merged = normaliseTexts(texts);
    result.push(...(merged.length ? merged : [{ text: '' }]));
    texts = [];
  };
  for (const node of nodes) {
    if (!isLink(node)) {
      texts.push(node);
      continue;
    }
    const children = normaliseTexts(node.children);
    if (!children.length) continue;
    closeTexts();
    result.push({ ...node, children });
  }
  closeTexts();
  return result;
}

/** Merged neighbours with equal marks, without empty texts (possibly no text at all). */
export function normaliseTexts(texts: readonly FormattedText[]): FormattedText[] {
  const result: FormattedText[] = [];
  for (const text of texts) {
    if (text.text === '') continue;
    const previous = result.at(-1);
    if (previous && haveEqualMarks(previous, text))
      result[result.length - 1] = { ...previous, text: previous.text + text.text };
    else result.push(text);
  }
  return result;
}

function isLink(node: InlineNode): node is LinkElement {
  return 'type' in node && node.type === 'link';
}

function haveEqualMarks(a: FormattedText, b: FormattedText): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('text');
  return [...keys].every((key) => a[key as keyof FormattedText] === b[key as keyof FormattedText]);
}
