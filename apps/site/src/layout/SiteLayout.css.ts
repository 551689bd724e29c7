import { HEADER_HEIGHT, vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  // Room for the fixed header above and the assistant bubble below.
  padding: `calc(${HEADER_HEIGHT}px + ${vars.space.lg}) ${vars.space.md} ${vars.space.xxl}`,
  selectors: { '&:focus': { outline: 'none' } },
});
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});
