import type { Block } from './section-blocks';
import { contentStems } from './stem';

const MIN_SENTENCES = 2;
const MAX_SENTENCES = 4;
const MAX_ANSWER_CHARS = 520;
/** "Plan:", "Antes:", "En clase:": a label this short names a step of its list, not a topic. */
const MAX_CONTEXT_LABEL_WORDS = 2;

interface Unit {
  text: string;
  /** Its place in the article: section, then reading order. */
  order: number;
  /** A list item with a label: never the answer's opening. */
  labelled: boolean;
  score: number;
}

function units(sections: Block[][], weightOf: (stem: string) => number): Unit[] {
  const found: Unit[] = [];
  sections.forEach((blocks, sectionIndex) => {
    let order = sectionIndex * 10_000;
    for (const block of blocks) {
      const texts =
        block.kind === 'paragraph'
          ? block.sentences.map((text) => ({ text, labelled: false }))
          : block.items
              .filter((item) => !item.label || item.label.split(/\s+/).length > MAX_CONTEXT_LABEL_WORDS)
              .map((item) => ({ text: item.text, labelled: item.label !== undefined }));
      for (const { text, labelled } of texts) {
        order += 1;
        // A sentence ending in a colon announces a list; without it the answer would end mid-list.
        if (/[:;,]$/.test(text)) continue;
        const stems = new Set(contentStems(text));
        const score = [...stems].reduce((sum, stem) => sum + weightOf(stem), 0);
        found.push({ text, order, labelled, score });
      }
    }
  });
  return found;
}

/**
 * Two to four whole sentences that answer the question, from the best section first (the next ones
 * only when it has too few): those holding the most question weight, in the article's order. A list
 * item joins only when it stands alone as a sentence: a short-labelled step ("Plan: …") never does,
 * and a labelled item never opens the answer: the sentence before it does, or the article's first.
 */
export function answerSentences(
  sections: Block[][],
  opening: Block[],
  weightOf: (stem: string) => number,
): string[] {
  const all = units(sections, weightOf);
  // The article's first paragraph sentence, for a labelled item with nothing before it to lean on.
  const lead = units([opening], () => 0).find((unit) => !unit.labelled);
  const ranked = [...all].sort((a, b) => b.score - a.score || a.order - b.order);
  const chosen: Unit[] = [];
  let length = 0;
  const take = (unit: Unit) => {
    if (chosen.includes(unit) || chosen.length >= MAX_SENTENCES) return;
    if (chosen.length >= MIN_SENTENCES && (unit.score === 0 || length + unit.text.length > MAX_ANSWER_CHARS))
      return;
    chosen.push(unit);
    length += unit.text.length;
  };
  for (const unit of ranked) take(unit);
  chosen.sort((a, b) => a.order - b.order);
  while (chosen[0]?.labelled) {
    const first = chosen[0]?.order ?? 0;
    const before = all.filter((unit) => !unit.labelled && unit.order < first).pop();
    const context = before ?? (lead && { ...lead, order: -1 });
    if (context && !chosen.some((unit) => unit.text === context.text)) chosen.unshift(context);
    else chosen.shift();
  }
  if (chosen.length > MAX_SENTENCES) chosen.length = MAX_SENTENCES;
  return chosen.map((unit) => unit.text);
}
