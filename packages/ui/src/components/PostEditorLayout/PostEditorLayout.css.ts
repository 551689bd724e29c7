import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const container = createContainer();

export const layout = style({ containerName: container, containerType: 'inline-size' });

/**
 * Writing column, sidebar, buttons: the order they are read and tabbed in at every width. Wide, the
 * buttons sit under the writing column and the sidebar beside both; narrow, all three stack in that order.
 */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  // The last row takes what a tall sidebar adds, so the buttons stay right under the writing.
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"main sidebar" "actions sidebar"',
  alignItems: 'start',
  columnGap: vars.space.lg,
  rowGap: vars.space.md,
  '@container': {
    [`${container} (max-width: 860px)`]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto',
      gridTemplateAreas: '"main" "sidebar" "actions"',
      rowGap: vars.space.lg,
    },
  },
});

export const main = style({ gridArea: 'main', display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sidebar = style({ gridArea: 'sidebar', display: 'grid', gap: vars.space.md, minWidth: 0 });

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
