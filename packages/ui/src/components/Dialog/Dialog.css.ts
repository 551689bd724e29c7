import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 1000,
  animation: `${fadeIn} ${vars.transition.fast}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: 1001,
  width: 'min(92vw, 480px)',
  maxHeight: '88vh',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  animation: `${rise} ${vars.transition.default}`,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const title = style({ margin: `0 ${vars.space.xl} ${vars.space.sm} 0`, fontSize: vars.font.size.xl });
export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
export const close = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginTop: vars.space.lg,
});
