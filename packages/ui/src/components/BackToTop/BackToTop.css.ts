import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrapper = style({ position: 'fixed', left: vars.space.lg, bottom: vars.space.lg, zIndex: 900 });
