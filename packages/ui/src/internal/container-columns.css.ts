import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * Two columns (`template`) that stack into one when their frame is `stackAt` wide or narrower. They follow the
 * frame's own width, not the window's, so the layout fits any page frame: `frame` goes on the outer element,
 * `columns` on the grid inside it.
 */
export const containerColumns = (template: string, stackAt: string) => {
  const container = createContainer();
  return {
    frame: style({ containerName: container, containerType: 'inline-size' }),
    columns: style({
      display: 'grid',
      gridTemplateColumns: template,
      alignItems: 'start',
      gap: vars.space.lg,
      '@container': { [`${container} (max-width: ${stackAt})`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
    }),
  };
};
