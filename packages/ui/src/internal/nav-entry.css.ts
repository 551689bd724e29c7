import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A link of a navigation list (the site's, a table of contents): a padded block lit by the raised surface on hover. */
export const navEntry = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
