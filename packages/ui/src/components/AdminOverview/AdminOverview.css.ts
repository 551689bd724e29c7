import { style } from '@vanilla-extract/css';
import { containerColumns } from '../../internal/container-columns.css';
import { vars } from '../../theme/vars.css';

export const { frame: overview, columns } = containerColumns('minmax(0, 1fr) minmax(0, 2fr)', '640px');

export const figures = style({ display: 'grid', gap: vars.space.md });
