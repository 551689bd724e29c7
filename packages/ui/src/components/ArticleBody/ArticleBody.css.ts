import { type GlobalStyleRule, globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../internal/media';
import { vars } from '../../theme/vars.css';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * Long-form text as the author wrote it. Nothing here sets a colour on an element the author can colour
 * (paragraphs, headings, spans, font): their inline colours and sizes win, and everything else inherits.
 */
export const body = style({
  minWidth: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.lg,
  lineHeight: 1.7,
  color: vars.color.text,
  // A long address or word breaks anywhere rather than pushing a 320 px page sideways.
  overflowWrap: 'anywhere',
  '@media': { [media.small]: { fontSize: vars.font.size.md } },
});

const inBody = (selector: string, rule: GlobalStyleRule) => globalStyle(`${body} :is(${selector})`, rule);

globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });

inBody('h1, h2, h3, h4, h5, h6', { margin: '1.6em 0 0.5em', lineHeight: 1.3 });
inBody('h1, h2, h3', { fontWeight: vars.font.weight.bold });
inBody('h4, h5, h6', { fontWeight: vars.font.weight.semibold });
// Below the page title (32 px), which stays the largest heading on the page.
inBody('h1', { fontSize: '1.75em' });
inBody('h2', { fontSize: '1.5em' });
inBody('h3', { fontSize: '1.25em' });
inBody('h4', { fontSize: '1.1em' });
inBody('h5', { fontSize: '1em' });
inBody('h6', { fontSize: '0.9em', letterSpacing: '0.02em' });

inBody('p, ul, ol', { margin: '0 0 1em' });
inBody('ul, ol', { paddingInlineStart: '1.5em' });
inBody('li', { margin: '0.25em 0' });
inBody('li > ul, li > ol', { margin: '0.25em 0 0' });
inBody('li > p:last-child, blockquote > :last-child, figure > :last-child', { marginBottom: 0 });

inBody('a', {
  color: vars.color.link,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
});
// Focus uses the global :focus-visible ring; hover only thickens the underline.
inBody('a:hover', { textDecorationThickness: '2px' });

inBody('blockquote', {
  margin: '1.5em 0',
  padding: '0.25em 0 0.25em 1.25em',
  borderInlineStart: `4px solid ${vars.color.link}`,
  color: vars.color.textMuted,
});

inBody('code, pre', { fontFamily: monospace, fontSize: '0.875em' });
inBody('code', {
  padding: '0.1em 0.35em',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
// A code line keeps its shape and scrolls inside the block instead of wrapping.
inBody('pre', {
  margin: '1.5em 0',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  lineHeight: 1.55,
  whiteSpace: 'pre',
  overflowX: 'auto',
  overflowWrap: 'normal',
  tabSize: 4,
});
inBody('pre code', { padding: 0, border: 0, background: 'none', fontSize: '1em' });

inBody('hr', { height: 0, margin: '2em 0', border: 0, borderTop: `2px solid ${vars.color.border}` });

inBody('img', { maxWidth: '100%', height: 'auto', verticalAlign: 'middle' });
inBody('figure', { margin: '1.5em 0' });
inBody('figure img', { display: 'block', borderRadius: vars.radius.md });
inBody('figcaption', {
  marginTop: vars.space.sm,
  fontSize: '0.875em',
  lineHeight: 1.5,
  color: vars.color.textMuted,
});

inBody('mark', {
  padding: '0 0.2em',
  borderRadius: vars.radius.sm,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
});
inBody('small', { fontSize: '0.875em' });
// Raised and lowered text must not stretch its line.
inBody('sub, sup', { position: 'relative', fontSize: '0.75em', lineHeight: 0, verticalAlign: 'baseline' });
inBody('sup', { top: '-0.5em' });
inBody('sub', { bottom: '-0.25em' });

// A wide table scrolls inside its own box; as wide as its content otherwise.
inBody('table', {
  display: 'block',
  width: 'max-content',
  maxWidth: '100%',
  margin: '1.5em 0',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: '0.9375em',
  lineHeight: 1.5,
});
inBody('caption', {
  paddingBottom: vars.space.sm,
  textAlign: 'start',
  fontSize: '0.875em',
  color: vars.color.textMuted,
});
// Cells wrap only between words: a column never shrinks below its longest word, the table scrolls instead.
inBody('th, td', {
  padding: '0.5em 0.75em',
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'break-word',
});
inBody('th', { background: vars.color.surfaceRaised, fontWeight: vars.font.weight.semibold });
