import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { choices as picker, group, groupTitle } from '../../internal/panel-form.css';

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// The edge of a shown colour (swatch, preview): the border keeps near-white colours visible on a white surface.
const colourEdge = { border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.sm } as const;

export const swatch = style({
  width: '32px',
  height: '32px',
  padding: 0,
  ...colourEdge,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const preview = style({ height: '28px', ...colourEdge });

export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const channelInput = style({ paddingInline: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
