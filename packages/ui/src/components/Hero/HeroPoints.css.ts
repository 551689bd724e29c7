import { style } from '@vanilla-extract/css';
import { themeClassNames } from '../../theme/theme-names';
import { vars } from '../../theme/vars.css';

// On the dark theme's raised hero, a point takes the plain surface with a border, as the hero does.
const inDark = `.${themeClassNames.dark} &`;

export const points = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const point = style({
  display: 'grid',
  justifyItems: 'inherit',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.primaryHover,
  color: vars.color.onPrimary,
  selectors: {
    [inDark]: {
      background: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
    },
  },
});
export const pointIcon = style({ fontSize: vars.font.size.xl, lineHeight: 1 });
export const pointTitle = style({ fontWeight: vars.font.weight.semibold });
export const pointText = style({ fontSize: vars.font.size.sm });
