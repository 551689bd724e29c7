// The tile list's columns are shared with InfoCards and TeamGrid: see internal/tile-grid.css.ts.
export { tileGrid } from '../../internal/tile-grid.css';
