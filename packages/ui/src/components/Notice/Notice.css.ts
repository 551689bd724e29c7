import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: '1px 1px 1px 6px',
  borderStyle: 'solid',
  color: vars.color.text,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});

export const tone = styleVariants({
  danger: { borderColor: vars.color.danger, background: vars.color.dangerSurface },
  success: { borderColor: vars.color.success, background: vars.color.surfaceRaised },
  neutral: { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised },
});

export const message = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Banners above a form; empty (and gapless) when there is nothing to say. */
export const stack = style({
  display: 'grid',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});
