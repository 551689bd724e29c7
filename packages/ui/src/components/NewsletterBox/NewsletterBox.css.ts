import { style } from '@vanilla-extract/css';
import { control } from '../../internal/field.css';
import { singleColumn } from '../../internal/single-column.css';
import { vars } from '../../theme/vars.css';

export const box = style({
  // The column is the box's width, not its widest field's: on a 320 px phone the field shrinks instead.
  ...singleColumn,
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
});

export const intro = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.circle,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.xl,
  lineHeight: 1,
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.3,
});
export const description = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const form = style(singleColumn);
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'stretch',
});
export const input = style([control, { flex: '1 1 220px', width: 'auto', minWidth: 0 }]);

const message = {
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
} as const;
export const success = style({
  ...message,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  borderLeft: `4px solid ${vars.color.success}`,
});
export const successLine = style({ margin: 0 });
export const checkInbox = style({ margin: `${vars.space.xs} 0 0`, fontWeight: vars.font.weight.regular });
export const failure = style({
  ...message,
  color: vars.color.text,
  background: vars.color.dangerSurface,
  borderLeft: `4px solid ${vars.color.danger}`,
});
