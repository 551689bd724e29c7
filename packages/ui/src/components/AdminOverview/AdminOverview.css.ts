import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The columns follow the panel's own width, not the window's, so the overview fits any page frame.
const frame = createContainer();

export const overview = style({ containerName: frame, containerType: 'inline-size' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@container': { [`${frame} (max-width: 640px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const figures = style({ display: 'grid', gap: vars.space.md });
