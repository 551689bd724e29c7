export { TileGrid, type TileGridProps } from './TileGrid';
