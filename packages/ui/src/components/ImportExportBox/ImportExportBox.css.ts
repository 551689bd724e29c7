import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../internal/text.css';
import { vars } from '../../theme/vars.css';

export const body = style({ display: 'grid', gap: vars.space.sm });

/** The real file input, in the tab order; the label after it is what people see and click. */
export const input = style(visuallyHidden);

/** 'Importar archivo' is a label with a button's look; it shows the hidden input's focus and state. */
export const importLabel = style({
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export { hint } from '../../internal/field.css';

// Two halves side by side; each wraps under the other when the box is too narrow for both.
export const exports = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.sm,
});
