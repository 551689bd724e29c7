/**
 * The one vocabulary of the controls: `variant` says how a control is drawn, `tone` which colour role
 * it speaks in, `size` how big it is. Each component takes the subset that makes sense for it.
 */

/** Filled, outlined, or bare until hovered. */
export const variants = ['solid', 'outline', 'ghost'] as const;
export type Variant = (typeof variants)[number];

/** Colour roles of the theme contract. */
export const tones = ['primary', 'secondary', 'neutral', 'success', 'danger'] as const;
export type Tone = (typeof tones)[number];

export const sizes = ['sm', 'md', 'lg'] as const;
export type Size = (typeof sizes)[number];
