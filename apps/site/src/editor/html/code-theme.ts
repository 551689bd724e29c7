import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { vars } from '@pupitre/ui';

/** The code editor in the design system's colours, so it follows the theme and keeps its contrast. */
export const codeTheme = EditorView.theme({
  '&': {
    minHeight: '600px',
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
  },
  '&.cm-focused': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, monospace', lineHeight: '1.6' },
  '.cm-content': { minHeight: '598px', caretColor: vars.color.text },
  '.cm-gutters': {
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    borderRight: `1px solid ${vars.color.border}`,
  },
  '.cm-activeLine, .cm-activeLineGutter': { background: 'transparent' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { background: vars.color.surfaceSunken },
  '.cm-cursor': { borderLeftColor: vars.color.text },
});

const markupColours = HighlightStyle.define([
  { tag: [tags.tagName, tags.angleBracket], color: vars.color.primary, fontWeight: 'bold' },
  { tag: tags.attributeName, color: vars.color.link },
  { tag: [tags.attributeValue, tags.string], color: vars.color.text, fontStyle: 'italic' },
  { tag: [tags.comment, tags.meta], color: vars.color.textMuted },
  { tag: tags.invalid, color: vars.color.danger },
]);

export const codeHighlighting = syntaxHighlighting(markupColours);
