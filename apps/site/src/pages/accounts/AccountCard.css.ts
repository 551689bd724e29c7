import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

const small = 'screen and (max-width: 576px)';

/** The spec caps the account forms' card at 420 px. */
const CARD_MAX_WIDTH = '420px';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [small]: { padding: `${vars.space.md} 0` } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: CARD_MAX_WIDTH,
  // Links and error messages inside the card must not be cut off by the card's rounded corners.
  overflow: 'visible',
});

export const header = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center' });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: 1.2,
  color: vars.color.text,
});
export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [small]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const footer = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

const notice = {
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeftWidth: '6px',
  color: vars.color.text,
  lineHeight: 1.5,
} as const;
export const errorNotice = style({
  ...notice,
  border: `1px solid ${vars.color.danger}`,
  borderLeftWidth: '6px',
  background: vars.color.dangerSurface,
});
export const successNotice = style({
  ...notice,
  border: `1px solid ${vars.color.success}`,
  borderLeftWidth: '6px',
  background: vars.color.surfaceRaised,
});
export const noticeActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
