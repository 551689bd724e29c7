import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden as visuallyHiddenText } from '../../internal/text.css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.primary,
  verticalAlign: 'middle',
});

export const ring = style({
  display: 'block',
  borderRadius: vars.radius.circle,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A slow turn still says "working" without the motion some readers cannot tolerate.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const size = styleVariants({
  sm: { width: '16px', height: '16px', borderWidth: '2px' },
  md: { width: '28px', height: '28px', borderWidth: '3px' },
  lg: { width: '44px', height: '44px', borderWidth: '4px' },
});

export const visuallyHidden = style(visuallyHiddenText);
