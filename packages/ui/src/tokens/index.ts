export { type CategoryId, categoryColours, onCategoryColours, otherCategoryColour } from './category-colours';
export { palette, shadows } from './palette';
export { fontFamily, fontSize, fontWeight, iconSize, layout, radius, space, transition } from './scales';
