import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const loading = style({ display: 'grid', justifyItems: 'center', padding: `${vars.space.lg} 0` });
