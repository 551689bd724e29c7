import { style } from '@vanilla-extract/css';
import { floatingSurface } from '../../internal/floating-layer.css';
import { toolButton } from '../../internal/tool-button.css';
import { vars } from '../../theme/vars.css';

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

export const button = style([
  toolButton,
  {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: '36px',
    height: '36px',
    border: '1px solid transparent',
    lineHeight: 1,
    selectors: {
      '&[aria-expanded="true"]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    },
  },
]);

/** The popover a panel button opens; never wider than the screen less a margin. */
export const panel = style({
  ...floatingSurface,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
