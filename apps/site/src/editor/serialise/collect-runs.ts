import { elementKind } from './html-vocabulary';
import { contextInside, type InlineContext, type LinkTarget, type TextMarks } from './inline-context';
import type { Run } from './whitespace';

export type InlineRun = Run<{ marks: TextMarks; link?: LinkTarget }>;

export function textRun(text: string, context: InlineContext): InlineRun {
  const kind = context.preserveWhitespace ? 'preserved' : 'text';
  return { kind, text, data: { marks: context.marks, link: context.link } };
}

export function breakRun(context: InlineContext): InlineRun {
  return { kind: 'break', text: '\n', data: { marks: context.marks, link: context.link } };
}

/**
 * The runs of an element that can hold only inline content (a heading, a quote, a list item): nested
 * blocks start new lines, images and rules are left out, nested lists go to `onList` when given.
 */
export function collectRuns(
  element: Element,
  context: InlineContext,
  onList?: (list: Element, context: InlineContext) => void,
): InlineRun[] {
  const runs: InlineRun[] = [];
  const boundary: InlineRun = { kind: 'boundary', text: '', data: { marks: {} } };
  const visit = (parent: Element, outer: InlineContext) => {
    for (const child of parent.childNodes) {
      if (child instanceof Text) runs.push(textRun(child.data, outer));
      if (!(child instanceof Element)) continue;
      const kind = elementKind(child);
      if (kind === 'dropped' || kind === 'rule' || kind === 'image') continue;
      if (kind === 'break') {
        runs.push(breakRun(outer));
        continue;
      }
      const inner = contextInside(child, outer);
      if (kind === 'list' && onList) onList(child, inner);
      else if (kind === 'inline') visit(child, inner);
      else {
        runs.push(boundary);
        visit(child, inner);
        runs.push(boundary);
      }
    }
  };
  visit(element, context);
  return runs;
}
