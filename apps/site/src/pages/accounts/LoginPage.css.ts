import { keyframes, style } from '@vanilla-extract/css';

const shakeFrames = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '10%, 50%, 90%': { transform: 'translateX(-8px)' },
  '30%, 70%': { transform: 'translateX(8px)' },
});

/** The spec's 0.5 s shake after a failed login; still for readers who asked for reduced motion. */
export const shake = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${shakeFrames} 500ms ease-in-out`,
    },
  },
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem 1rem',
});
