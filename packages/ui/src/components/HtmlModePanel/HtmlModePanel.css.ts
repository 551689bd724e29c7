import { style } from '@vanilla-extract/css';
import { label } from '../../internal/field.css';
import { vars } from '../../theme/vars.css';
import { frame, wrapper } from '../RichTextFrame/RichTextFrame.css';

export { footer } from '../RichTextFrame/RichTextFrame.css';

/** Laid out like the simple editor's frame; none of a fieldset's own border, padding or minimum width. */
export const group = style([wrapper, { minWidth: 0, margin: 0, padding: 0, border: 0 }]);

// A legend is not a grid item, so the grid's gap does not reach it: its margin stands in.
export const legend = style([label, { padding: 0, marginBottom: vars.space.xs }]);

/** Tabs on the left, the highlight switch on the right; the switch goes under them when narrow. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

// The tab list draws no line of its own here: the bar's line runs under the switch as well.
export const tabList = style({ borderBottom: 0 });

export const toggle = style({ paddingBlock: vars.space.xs });

/** The code panel stays mounted (the code editor keeps its undo history), hidden while not chosen. */
export const codePanel = style({ selectors: { '&[data-state="inactive"]': { display: 'none' } } });

/**
 * The simple editor's frame (at least 600 px, border, focus ring) without its padding: a code editor
 * draws its own gutter and margins, edge to edge.
 */
export const codeFrame = style([frame, { display: 'grid', padding: 0, overflow: 'hidden' }]);
