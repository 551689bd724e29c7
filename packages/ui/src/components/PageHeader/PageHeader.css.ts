import { style } from '@vanilla-extract/css';
import { contentAlign } from '../../internal/content-align.css';
import { media } from '../../internal/media';
import { vars } from '../../theme/vars.css';

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
});

export const align = contentAlign;

export const title = style({
  margin: 0,
  maxWidth: '100%',
  fontSize: vars.font.size.xxxl,
  lineHeight: 1.15,
  color: vars.color.text,
  // Long Spanish words ('Tecnológicas') at 48 px are wider than a phone: smaller type, and breaks
  // ('anywhere' rather than 'break-word', so the grid sizes the heading to the column, not the word).
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  '@media': { [media.mobile]: { fontSize: vars.font.size.xxl } },
});

export const lead = style({
  margin: 0,
  maxWidth: '720px',
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
});

export const extras = style({ width: '100%', maxWidth: '520px' });
