import { style } from '@vanilla-extract/css';

export { actions, form } from '../../internal/panel-form.css';

/** 'Quitar enlace' stands apart from the two buttons that close the form, at the start of the row. */
export const remove = style({ marginInlineEnd: 'auto' });
