import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const avatar = style({
  display: 'inline-block',
  borderRadius: vars.radius.circle,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const size = styleVariants({
  sm: { width: '32px', height: '32px' },
  md: { width: '44px', height: '44px' },
  lg: { width: '96px', height: '96px' },
});

export const blank = style({
  display: 'inline-block',
  background: `radial-gradient(circle at 50% 38%, ${vars.color.borderStrong} 0 18%, transparent 19%), radial-gradient(ellipse at 50% 100%, ${vars.color.borderStrong} 0 42%, transparent 43%), ${vars.color.surfaceSunken}`,
});
