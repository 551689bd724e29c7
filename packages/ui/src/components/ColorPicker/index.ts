export { ColorPicker, type ColorPickerProps } from './ColorPicker';
export {
  clampColourChannel,
  DEFAULT_TEXT_COLOUR,
  hexToRgb,
  normaliseHexColour,
  type RgbColour,
  rgbToHex,
  TEXT_COLOUR_PRESETS,
} from './colour-values';
