import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
});
export const box = style({
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginTop: '1px',
  // The browser's button padding would leave the tick a few pixels of room.
  padding: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
/** The native box shown before scripts run: drawn like the Radix one, filled when ticked. */
export const nativeBox = style({
  appearance: 'none',
  margin: 0,
  marginTop: '1px',
  selectors: {
    '&:checked': { background: vars.color.primary, borderColor: vars.color.primary },
  },
});
export const label = style({ color: vars.color.text, fontSize: vars.font.size.sm, cursor: 'pointer' });
export const error = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.danger,
  fontSize: vars.font.size.xs,
});

// A heavier tick than the icon set's default, so it reads at the box's small size.
export const check = style({ display: 'block', strokeWidth: 3 });
