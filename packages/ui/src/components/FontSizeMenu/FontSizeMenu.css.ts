import { style } from '@vanilla-extract/css';
import { toolButton } from '../../internal/tool-button.css';
import { vars } from '../../theme/vars.css';

export { choices as menu, group, groupTitle } from '../../internal/panel-form.css';

export const sizes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(60px, 1fr))',
  gap: vars.space.xs,
});

export const size = style([
  toolButton,
  {
    minHeight: '36px',
    border: `1px solid ${vars.color.border}`,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary } },
  },
]);
