import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../internal/text.css';
import { vars } from '../../theme/vars.css';

export { error, hint } from '../../internal/field.css';
export { actions, form } from '../../internal/panel-form.css';

export const picker = style({ display: 'grid', gap: vars.space.xs });

/** The real file input, in the tab order; the label after it is what people see and click. */
export const input = style(visuallyHidden);

export const chooseLabel = style({
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const fileName = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
