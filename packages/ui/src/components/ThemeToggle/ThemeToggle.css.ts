import { style } from '@vanilla-extract/css';

export const icon = style({ display: 'block', width: '22px', height: '22px' });
