import { style } from '@vanilla-extract/css';
import { coverImage } from '../../internal/cover-image.css';
import { inlineList } from '../../internal/list.css';
import { mutedCaption } from '../../internal/muted-caption.css';
import { pictureFrame } from '../../internal/picture-frame.css';
import { cardSurface } from '../../internal/surface.css';
import { stretchedLink, teaserSummary, teaserTitle } from '../../internal/text.css';
import { vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  ...cardSurface,
  transition: `transform ${vars.transition.default}, box-shadow ${vars.transition.default}`,
  selectors: {
    '&:hover': { transform: 'translateY(-4px)', boxShadow: vars.shadow.md },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: `box-shadow ${vars.transition.default}`,
      selectors: { '&:hover': { transform: 'none' } },
    },
  },
});

// The card has no overflow clipping (the stretched link's focus ring must show), so the media rounds itself.
export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  ...pictureFrame(`calc(${vars.radius.lg} - 1px) calc(${vars.radius.lg} - 1px) 0 0`),
});

export const image = coverImage;

export const noImage = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  ...mutedCaption,
  fontWeight: vars.font.weight.medium,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const chips = style(inlineList);

// Chips sit above the stretched link's overlay so they stay separately clickable.
export const chip = style({ position: 'relative', zIndex: 1 });

export const title = style(
  teaserTitle({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, lineHeight: 1.35 }),
);

// The stretched link: the whole card is one big target.
export const link = style(stretchedLink);

export const summary = style({ ...teaserSummary, fontSize: vars.font.size.sm, lineHeight: 1.5 });

export const footer = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
