import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignContent: 'start',
  minWidth: 0,
  color: vars.color.text,
});

// Flex rather than grid: only the last block grows, however many blocks come before it.
export const fillHeight = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
});

globalStyle(`${fillHeight} > :last-child`, { flexGrow: 1 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: 1.3,
  color: vars.color.text,
  overflowWrap: 'break-word',
  // Focused by the page (after a filter is chosen) to move the reader, not by the keyboard.
  selectors: { '&[tabindex="-1"]:focus': { outline: 'none' } },
});

export const lead = style({ margin: 0, maxWidth: '760px', color: vars.color.textMuted, lineHeight: 1.6 });
