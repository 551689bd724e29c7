/** An illustrated street map, not to scale: a grid of streets with one highlighted block and a pin. */
export interface MapPlan {
  width: number;
  height: number;
  streets: { vertical: readonly number[]; horizontal: readonly number[]; width: number };
  /** Column and row (from 0) of the highlighted block. */
  highlight: { column: number; row: number };
  pin: { x: number; y: number };
}

/** The blocks between the streets, edge to edge: [start, end] along one axis. */
export function blockSpans(
  streets: readonly number[],
  length: number,
  streetWidth: number,
): Array<[number, number]> {
  const gap = streetWidth / 2 + 6;
  const edges = [0, ...streets, length];
  return edges.slice(1).map((end, index) => {
    const start = edges[index] ?? 0;
    return [start === 0 ? 0 : start + gap, end === length ? length : end - gap];
  });
}
