import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });
export const input = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.sm} 88px ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&::-webkit-search-cancel-button': { display: 'none' },
    // The right padding keeps typed text clear of the busy label and the clear button. An empty box shows
    // neither, so its placeholder gets that room: whole on a 320 px phone ('Buscar en esta categoría...').
    '&:placeholder-shown:not([aria-busy])': { paddingRight: vars.space.md },
  },
});
export const tools = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const busy = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  paddingRight: vars.space.xs,
});
