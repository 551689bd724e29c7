import type { InlineNode, LinkElement } from '../model';
import type { InlineRun } from './collect-runs';
import type { LinkTarget } from './inline-context';
import { normaliseInlines } from './normalise-inlines';
import { renderWhitespace, withoutFinalLineBreak } from './whitespace';

export function runsToInlines(runs: readonly InlineRun[]): InlineNode[] {
  const nodes: InlineNode[] = [];
  let open = null as { target: LinkTarget; element: LinkElement } | null;
  for (const { text, data } of withoutFinalLineBreak(renderWhitespace(runs))) {
    const leaf = { text, ...data.marks };
    if (!data.link) {
      nodes.push(leaf);
      open = null;
      continue;
    }
    if (open?.target !== data.link) {
      const element: LinkElement = {
        type: 'link',
        url: data.link.url,
        newTab: data.link.newTab,
        children: [],
      };
      nodes.push(element);
      open = { target: data.link, element };
    }
    open.element.children.push(leaf);
  }
  return normaliseInlines(nodes);
}

/** Whether the runs show anything: whitespace between blocks does not. */
export function runsAreVisible(runs: readonly InlineRun[]): boolean {
  return renderWhitespace(runs).length > 0;
}
