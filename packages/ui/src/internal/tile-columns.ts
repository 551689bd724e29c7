/** How a tile list spreads: 'auto' fits 220 px columns; 3 and 4 step down to two, then one. */
export const tileColumns = ['auto', 3, 4] as const;
export type TileColumns = (typeof tileColumns)[number];
