import { style } from '@vanilla-extract/css';
import { containerColumns } from '../../internal/container-columns.css';
import { vars } from '../../theme/contract.css';

export const { frame: layout, columns } = containerColumns('minmax(0, 1fr) 320px', '860px');

export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sidebar = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
