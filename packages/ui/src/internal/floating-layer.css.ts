import { vars } from '../theme/vars.css';

/** The stacking level of what opens over the page from a trigger (menus, panels, tooltips): above dialogs. */
export const FLOATING_LAYER = 1200;

/** The box of a menu or panel opened from a trigger. */
export const floatingSurface = {
  zIndex: FLOATING_LAYER,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
} as const;
