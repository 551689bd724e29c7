import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const frame = createContainer();

export const layout = style({ containerName: frame, containerType: 'inline-size' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  alignItems: 'start',
  gap: vars.space.lg,
  '@container': { [`${frame} (max-width: 860px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sidebar = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
