import { style, styleVariants } from '@vanilla-extract/css';
import { cardSurface } from '../../internal/surface.css';
import { vars } from '../../theme/vars.css';

const box = {
  height: '100%',
  padding: vars.space.lg,
  ...cardSurface,
} as const;

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
});

export const variant = styleVariants({
  card: box,
  accent: { ...box, borderTop: `4px solid ${vars.color.primary}` },
  plain: {},
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.circle,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.3,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const link = style({ justifySelf: 'start' });
