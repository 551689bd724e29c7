import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './light.css';
import './dark.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  colorScheme: 'light',
});

globalStyle('html.pupitre-theme-dark', { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.background,
  transition: `background-color ${vars.transition.default}, color ${vars.transition.default}`,
});

globalStyle('img, svg, video', { maxWidth: '100%' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('a', { color: vars.color.link });
