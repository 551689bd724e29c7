import { vars } from '../theme/vars.css';

/** The raised card look (post cards, category cards, sidebar boxes): spread into a style, then adjust. */
export const cardSurface = {
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
} as const;
