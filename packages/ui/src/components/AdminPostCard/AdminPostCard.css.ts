import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../internal/surface.css';
import { teaserSummary, teaserTitle } from '../../internal/text.css';
import { vars } from '../../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  ...cardSurface,
});

// The cover frame of the reader's post card: the same 16:9 crop.
export { body, image as cover, media } from '../PostCard/PostCard.css';

// The logo is a mark, not a photo: it sits whole in the middle of the frame.
export const logo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: vars.space.xl,
  boxSizing: 'border-box',
});

export const imageError = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

export const badge = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });

export const title = style({
  ...teaserTitle({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, lineHeight: 1.35 }),
  overflowWrap: 'anywhere',
});

export const summary = style({ ...teaserSummary, fontSize: vars.font.size.sm, lineHeight: 1.5 });

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const note = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.xs });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});
