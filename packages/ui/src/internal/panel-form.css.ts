import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A small form inside a toolbar panel: the link and image panels. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  width: '300px',
  maxWidth: '100%',
  fontFamily: vars.font.family,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
