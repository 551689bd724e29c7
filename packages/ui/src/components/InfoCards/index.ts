export { type TileColumns, tileColumns } from '../../internal/tile-columns';
export {
  type InfoCardEntry,
  InfoCards,
  type InfoCardsProps,
  type InfoCardVariant,
  infoCardVariants,
} from './InfoCards';
