/** "Plan: …", "Acción: …", "Día 4: …": a list's label that opens a line. */
const LIST_LABEL = /^[^\s.!?:«»]+(?: [^\s.!?:«»]+){0,2}:\s/u;

/**
 * What is wrong with an answer's shape for a reader, or undefined: opening with a list's label, or a
 * sentence paragraph that ends mid-list (on a colon, semicolon or comma, or with no stop at all).
 */
export function listShapeProblem(answer: string): string | undefined {
  const [first = ''] = answer.split(/\n\s*\n/);
  if (LIST_LABEL.test(answer.trim())) return 'begins with a list label';
  const paragraphs = answer.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
  if (paragraphs.length > 1 && !/[.!?…»"]$/.test(first.trim())) return 'ends mid-list';
  if (paragraphs.some((paragraph) => /(^|[.!?]\s)[^\s.!?:«»]+(?: [^\s.!?:«»]+){0,1}:\s/u.test(paragraph)))
    return 'holds a sentence that opens with a short list label';
  return undefined;
}
