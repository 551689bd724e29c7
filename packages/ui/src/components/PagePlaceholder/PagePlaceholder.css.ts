import { style } from '@vanilla-extract/css';
import { pageTitle } from '../../internal/page-title.css';
import { vars } from '../../theme/vars.css';

export const card = style({
  maxWidth: '640px',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const title = style([pageTitle, { marginBottom: vars.space.md }]);

export const text = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });
