import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { toneRules, toneVars } from '../../theme/tone.css';
import { vars } from '../../theme/vars.css';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 24px))' },
  to: { transform: 'translateX(0)' },
});

export const viewport = style({
  position: 'fixed',
  top: '72px',
  right: 0,
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(100vw, 380px)',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  borderLeft: `6px solid ${toneVars.line}`,
  fontFamily: vars.font.body,
  animation: `${slideIn} ${vars.transition.default}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&[data-state="closed"]': { opacity: 0 } },
});

export const tone = styleVariants({
  primary: toneRules.primary,
  success: toneRules.success,
  danger: toneRules.danger,
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });
export const description = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
