import { style } from '@vanilla-extract/css';
import { mutedCaption } from '../../internal/muted-caption.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { '(min-width: 760px)': { gridTemplateColumns: 'minmax(220px, 2fr) minmax(0, 5fr)' } },
});

export const column = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.size.md });

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '60vh',
  overflowY: 'auto',
});

export const entry = style({
  display: 'grid',
  gap: '2px',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // Selected: a thicker edge, not only a colour.
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
      background: vars.color.surfaceSunken,
    },
  },
});

export const kind = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });
export const meta = style({ ...mutedCaption, fontSize: vars.font.size.xs });
export const entryTitle = style({ fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const empty = style({ ...mutedCaption, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
