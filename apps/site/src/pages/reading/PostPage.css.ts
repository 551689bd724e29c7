import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const article = style({ maxWidth: '820px', margin: '0 auto', display: 'grid', gap: vars.space.md });
export const back = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  justifySelf: 'start',
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: 1.2,
  color: vars.color.text,
});
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const coverFrame = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '400px',
  objectFit: 'cover',
});
export const bodyFrame = style({ width: '100%', border: 0, display: 'block', background: 'transparent' });
export const loading = style({ display: 'grid', placeItems: 'center', padding: vars.space.xxl });
export const notice = style({
  maxWidth: '640px',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'center',
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
});
