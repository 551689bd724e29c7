import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  minWidth: 0,
});

// Takes the free room of the line; on a phone it has a line of its own and never pushes past the edge.
export const search = style({ flex: '1 1 320px', minWidth: 0 });

export const status = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted });
export const statusAlign = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
});
