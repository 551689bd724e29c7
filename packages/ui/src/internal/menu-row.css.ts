import { vars } from '../theme/vars.css';

/** A row of a dropdown menu (an item, the profile card above them): icon or picture beside its text, inset alike. */
export const menuRow = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
} as const;
