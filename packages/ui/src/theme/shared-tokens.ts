import { categoryColours, onCategoryColours, otherCategoryColour } from '../tokens/category-colours';
import { fontFamily, fontSize, fontWeight, iconSize, radius, space, transition } from '../tokens/scales';

/** The parts of a theme that do not change between light and dark. */
export const sharedTokens = {
  category: {
    c1: categoryColours[1],
    c2: categoryColours[2],
    c3: categoryColours[3],
    c4: categoryColours[4],
    c5: categoryColours[5],
    c6: categoryColours[6],
    c7: categoryColours[7],
    other: otherCategoryColour,
  },
  onCategory: {
    c1: onCategoryColours[1],
    c2: onCategoryColours[2],
    c3: onCategoryColours[3],
    c4: onCategoryColours[4],
    c5: onCategoryColours[5],
    c6: onCategoryColours[6],
    c7: onCategoryColours[7],
    other: onCategoryColours.other,
  },
  space,
  radius,
  font: { body: fontFamily, size: fontSize, weight: fontWeight },
  iconSize,
  transition,
};
