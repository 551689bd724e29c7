import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../internal/media';
import { vars } from '../../theme/vars.css';
import { layout } from '../../tokens/scales';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [media.small]: { padding: `${vars.space.md} 0` } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: layout.formCardMaxWidth,
  // Links and error messages inside the card must not be cut off by the card's rounded corners.
  overflow: 'visible',
});

const shakeFrames = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '10%, 50%, 90%': { transform: 'translateX(-8px)' },
  '30%, 70%': { transform: 'translateX(8px)' },
});

/** The 0.5 s shake after a failed attempt; still for readers who asked for reduced motion. */
export const shake = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${shakeFrames} 500ms ease-in-out` },
  },
});

export const header = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center' });

export { pageTitle as title } from '../../internal/page-title.css';

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const footer = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
