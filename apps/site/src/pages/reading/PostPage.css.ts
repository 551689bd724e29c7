import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  maxWidth: '1200px',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 350px)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const article = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const sidebar = style({ display: 'grid', gap: vars.space.lg, maxWidth: '350px', width: '100%' });
export const aboutText = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.text });
export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const comments = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
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
