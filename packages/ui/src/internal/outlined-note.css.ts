import { vars } from '../theme/vars.css';

/**
 * A short statement boxed in a hero (a page's promise, a legal text's highlight). currentColor: the hero's
 * text colour, light on teal and dark text on the dark theme's raised teal.
 */
export const outlinedNote = {
  justifySelf: 'start',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: '2px solid currentColor',
} as const;
