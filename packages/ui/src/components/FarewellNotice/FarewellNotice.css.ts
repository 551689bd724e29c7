import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.94)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

const drawCheck = keyframes({ from: { strokeDashoffset: 24 }, to: { strokeDashoffset: 0 } });

/** Above the header (950) and the assistant (1000), below toasts (1100); opaque so nothing shows through. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1050,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.background,
});

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '480px',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  textAlign: 'center',
  // Focus is moved here only so it does not stay on the hidden page; the panel is not a control.
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${appear} ${vars.transition.slow}` },
  },
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.circle,
  background: vars.color.success,
  color: vars.color.surface,
  // The tick is drawn at 1em: half the badge.
  fontSize: '32px',
});

export const check = style({ strokeWidth: 3 });

// The tick draws itself once the panel has appeared.
globalStyle(`${check} path`, {
  strokeDasharray: 24,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${drawCheck} 0.6s ease-out 0.3s backwards` },
  },
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: 1.5,
  fontWeight: vars.font.weight.medium,
});
