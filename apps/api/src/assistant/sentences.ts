/** Openings of sentences that send the reader elsewhere ("Lee también…"): pointers, not answers. */
const POINTER =
  /^(lee|leer|encuentra|descubre|conoce|revisa|consulta|visita|complementa|comb[ií]nala|relaciona|te puede servir|para profundizar|para la parte|m[aá]s (ideas|sobre|recursos|experiencias))\b/i;

/**
 * The sentences of a section's plain text (one block per line): a line ends one, and so does
 * '.', '!', '?' or '…' before a space and a capital or an opening mark. Pointers are left out.
 */
export function splitSentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?…])\s+(?=[¿¡"«(\p{Lu}])/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0 && !POINTER.test(sentence));
}

/** A sentence as it closes a paragraph: with its final stop. */
export function closed(sentence: string): string {
  return /[.!?…:;]$/.test(sentence) ? sentence.replace(/[:;]$/, '.') : `${sentence}.`;
}
