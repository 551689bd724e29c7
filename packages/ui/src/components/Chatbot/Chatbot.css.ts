import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { controlBox } from '../../internal/field.css';
import { FLOATING_ACTION_CLEARANCE, FLOATING_BUTTON_SIZE } from '../../internal/floating-action';
import { vars } from '../../theme/vars.css';

const BUBBLE_SIZE = FLOATING_BUTTON_SIZE;
const HEADER_HEIGHT = '60px';
const narrow = 'screen and (max-width: 480px)';
const motionOk = '(prefers-reduced-motion: no-preference)';

// Movement only: fading from transparent would make contrast checks and visibility flaky mid-animation.
const slideUp = keyframes({ from: { transform: 'translateY(8px)' }, to: { transform: 'none' } });
const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.5 },
  '40%': { transform: 'translateY(-4px)', opacity: 1 },
});

export const root = style({ fontFamily: vars.font.body });

// With the bubble on the page, a link reached with Tab is scrolled into view above it, not under it.
globalStyle('html', { scrollPaddingBottom: FLOATING_ACTION_CLEARANCE });

export const bubble = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 1000,
  boxShadow: vars.shadow.primary,
});

export const promo = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: `calc(${vars.space.lg} + ${BUBBLE_SIZE} + ${vars.space.sm})`,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '280px',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': { [motionOk]: { animation: `${slideUp} ${vars.transition.default}` } },
});
export const promoText = style({ margin: 0, fontSize: vars.font.size.sm, lineHeight: 1.5 });
export const promoClose = style({ flexShrink: 0 });

export const chatWindow = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  width: '360px',
  height: '500px',
  maxHeight: `calc(100vh - 2 * ${vars.space.lg})`,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  transition: `height ${vars.transition.default}`,
  selectors: { '&[data-state="minimised"]': { height: HEADER_HEIGHT } },
  '@media': {
    [narrow]: { left: vars.space.md, right: vars.space.md, bottom: vars.space.md, width: 'auto' },
    [motionOk]: { animation: `${slideUp} ${vars.transition.fast}` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  height: HEADER_HEIGHT,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const headerIcon = style({ display: 'inline-flex', fontSize: vars.font.size.lg });
export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const headerActions = style({ display: 'flex', gap: vars.space.xs });
// On the primary header the usual ring would be teal on teal: a contrasting inner ring keeps it visible.
export const headerButton = style({
  selectors: {
    [`${headerActions} &`]: { color: vars.color.onPrimary },
    [`${headerActions} &:hover:not(:disabled)`]: { background: vars.color.primaryHover },
    [`${headerActions} &:focus-visible`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${vars.color.onPrimary}`,
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.background,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const message = style({
  margin: 0,
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.font.size.sm,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const sender = styleVariants({
  bot: {
    alignSelf: 'flex-start',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderBottomLeftRadius: vars.radius.sm,
  },
  user: {
    alignSelf: 'flex-end',
    background: vars.color.primary,
    color: vars.color.onPrimary,
    borderBottomRightRadius: vars.radius.sm,
  },
});

export const typing = style({ paddingInline: vars.space.md, background: vars.color.background });
export const dots = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.circle,
  background: vars.color.textMuted,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { [motionOk]: { animation: `${bounce} 1.2s ease-in-out infinite` } },
});

export const composer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const input = style({
  flex: 1,
  minWidth: 0,
  ...controlBox,
  borderRadius: vars.radius.round,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
