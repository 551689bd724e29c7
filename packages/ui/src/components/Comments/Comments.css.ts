import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({ display: 'grid', gap: vars.space.md });
export const listHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const body = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
// The date always goes under the name: beside it, a long username pushed it onto a line of its own while
// short ones kept it alongside, so the comments of one thread did not line up.
export const meta = style({ display: 'grid', gap: '2px', justifyItems: 'start' });
export const author = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  // A username is one word with no place to break: on a phone it may need to break anywhere.
  overflowWrap: 'anywhere',
});
export const date = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const content = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const editForm = style({ display: 'grid', gap: vars.space.sm });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const prompt = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textAlign: 'center',
  justifyItems: 'center',
});
export const empty = style({ margin: 0, color: vars.color.textMuted });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.medium });
export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm });
