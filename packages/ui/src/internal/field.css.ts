import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { singleColumn } from './single-column.css';

export const field = style({ ...singleColumn, gap: vars.space.xs, fontFamily: vars.font.body });
export const label = style({
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const required = style({ color: vars.color.danger, marginLeft: '2px' });
/** The box of every control one types in or picks from: text fields, select triggers, the chat input. */
export const controlBox = {
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
} as const;
export const control = style({
  width: '100%',
  ...controlBox,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const textarea = style({ minHeight: '120px', resize: 'vertical', lineHeight: 1.5 });
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '1.2em',
});
export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const error = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
});
export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const counterOver = style({ color: vars.color.danger, fontWeight: vars.font.weight.semibold });
export const withAdornment = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const adornment = style({ position: 'absolute', right: vars.space.xs });
export const controlWithAdornment = style({ paddingRight: '52px' });
