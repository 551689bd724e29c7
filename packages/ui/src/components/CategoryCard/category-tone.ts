import type { CategoryTone } from '../../providers/category-tones';

// The slots for the style sheets, which must not import React: the provider's plain half.
export { categoryToneKeys } from '../../providers/category-tones';

/** @deprecated The same as `CategoryTone`, exported beside `CategoryTonesProvider`. */
export type CategoryToneKey = CategoryTone;
