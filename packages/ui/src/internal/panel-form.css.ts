import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A panel's pieces stacked, `width` wide unless its container is narrower. */
const panelColumn = (width: string) =>
  ({ display: 'grid', gap: vars.space.md, width, maxWidth: '100%', fontFamily: vars.font.body }) as const;

/** A small form inside a toolbar panel: the link and image panels. */
export const form = style(panelColumn('300px'));

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** A wider panel of grouped choices: the colour picker and the font-size menu. */
export const choices = style(panelColumn('280px'));

/** None of a fieldset's own border, padding or minimum width. */
export const group = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const groupTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});
