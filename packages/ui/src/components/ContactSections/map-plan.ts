/** An illustrated street map, not to scale: a grid of streets with one highlighted block and a pin. */
export interface MapPlan {
  width: number;
  height: number;
  streets: { vertical: readonly number[]; horizontal: readonly number[]; width: number };
  /** Column and row (from 0) of the highlighted block. */
  highlight: { column: number; row: number };
  /** A block drawn as a park, with trees. */
  park?: { column: number; row: number };
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

/** Building footprints inside a block, as fractions of it: the same few shapes, so each block reads as a city block. */
export const BUILDINGS: ReadonlyArray<readonly [x: number, y: number, width: number, height: number]> = [
  [0.1, 0.14, 0.36, 0.32],
  [0.54, 0.14, 0.36, 0.22],
  [0.1, 0.58, 0.22, 0.28],
  [0.42, 0.5, 0.48, 0.36],
];

/** Where the park's trees stand, as fractions of its block. */
export const TREES: ReadonlyArray<readonly [x: number, y: number]> = [
  [0.2, 0.3],
  [0.45, 0.22],
  [0.75, 0.35],
  [0.3, 0.7],
  [0.62, 0.68],
  [0.85, 0.75],
];
