import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: '2px' });

export const separator = style({
  alignSelf: 'stretch',
  width: '1px',
  marginInline: vars.space.xs,
  background: vars.color.border,
});

export const button = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '36px',
  height: '36px',
  paddingInline: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[aria-expanded="true"]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

/** The popover a panel button opens; never wider than the screen less a margin. */
export const panel = style({
  zIndex: 1200,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
});
