import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../internal/text.css';

export const hidden = style(visuallyHidden);
