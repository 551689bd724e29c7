/**
 * Inline content as a browser lays it out: 'text' collapses whitespace, 'preserved' keeps it (pre,
 * white-space: pre-wrap), 'break' is a <br>, 'boundary' is the edge of a nested block.
 */
export interface Run<T> {
  kind: 'text' | 'preserved' | 'break' | 'boundary';
  text: string;
  data: T;
}

export interface Piece<T> {
  text: string;
  data: T;
}

const COLLAPSIBLE = /^[ \t\n\r\f]$/;

/**
 * The text a reader sees: runs of collapsible whitespace shown as one space and none at either end
 * of a line. A non-breaking space counts as a plain space: documentToHtml writes one wherever a
 * plain space would collapse, so reading it back must give the space again.
 */
export function renderWhitespace<T>(runs: readonly Run<T>[]): Piece<T>[] {
  const pieces: Piece<T>[] = [];
  const emit = (text: string, data: T) => {
    const last = pieces.at(-1);
    if (last && last.data === data) last.text += text;
    else pieces.push({ text, data });
  };
  let lineStart = true;
  let pendingSpace: { data: T } | null = null;
  for (const run of runs) {
    if (run.kind === 'break' || (run.kind === 'boundary' && !lineStart)) {
      pendingSpace = null;
      emit('\n', run.data);
      lineStart = true;
      continue;
    }
    if (run.kind === 'boundary') continue;
    for (const char of run.text) {
      if (run.kind === 'text' && COLLAPSIBLE.test(char)) {
        if (!lineStart && !pendingSpace) pendingSpace = { data: run.data };
        continue;
      }
      if (pendingSpace) emit(' ', pendingSpace.data);
      pendingSpace = null;
      emit(char === '\u00a0' ? ' ' : char, run.data);
      lineStart = run.kind === 'preserved' && char === '\n';
    }
  }
  return pieces.filter((piece) => piece.text !== '');
}

/** A <br> that ends a block shows nothing, so the last line break goes. */
export function withoutFinalLineBreak<T>(pieces: Piece<T>[]): Piece<T>[] {
  const last = pieces.at(-1);
  if (!last?.text.endsWith('\n')) return pieces;
  const text = last.text.slice(0, -1);
  return text ? [...pieces.slice(0, -1), { ...last, text }] : pieces.slice(0, -1);
}

/**
 * The positions where documentToHtml must write &nbsp; so that renderWhitespace gives the space back:
 * at either end of a line and after a plain space.
 */
export function spacesNeedingNbsp(text: string): Set<number> {
  const positions = new Set<number>();
  let afterPlainSpace = false;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] !== ' ') {
      afterPlainSpace = false;
      continue;
    }
    const atLineStart = index === 0 || text[index - 1] === '\n';
    const atLineEnd = index === text.length - 1 || text[index + 1] === '\n';
    const nonBreaking: boolean = atLineStart || atLineEnd || afterPlainSpace;
    if (nonBreaking) positions.add(index);
    afterPlainSpace = !nonBreaking;
  }
  return positions;
}
