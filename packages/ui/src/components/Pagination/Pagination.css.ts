import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const page = style({
  // Also drawn on a link (before scripts run): centred, without the link's underline.
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  textDecoration: 'none',
  minWidth: '40px',
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
    '&:hover:not(:disabled):not([aria-current="page"])': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});
export const gap = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '24px',
  color: vars.color.textMuted,
});

export const arrow = style({ display: 'block', margin: '0 auto' });
