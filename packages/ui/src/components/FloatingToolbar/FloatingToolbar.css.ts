import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// max-content keeps its width independent of where it is placed, so measuring and placing agree.
export const toolbar = style({
  position: 'fixed',
  zIndex: 1100,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  width: 'max-content',
  maxWidth: 'calc(100vw - 16px)',
  padding: '2px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  selectors: {
    // Hidden, not unmounted: it comes back in place, and is out of reach of focus and screen readers meanwhile.
    '&[data-hidden]': { visibility: 'hidden', pointerEvents: 'none' },
  },
});
