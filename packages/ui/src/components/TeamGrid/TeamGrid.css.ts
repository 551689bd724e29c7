import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const member = style({
  height: '100%',
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
});

export const disc = style({
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.circle,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});
export const role = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });
export const profile = style({ marginTop: vars.space.xs });
