import { vars } from '../theme/vars.css';

/** A list laid out as a wrapping row (chips, breadcrumbs), without the browser's bullets and indent. */
export const inlineList = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;
