export { FontSizeMenu, type FontSizeMenuProps } from './FontSizeMenu';
export {
  DEFAULT_FONT_SIZE,
  FONT_SIZES,
  isFontSizeInput,
  MAX_FONT_SIZE,
  MIN_FONT_SIZE,
  parseFontSize,
} from './font-size-value';
