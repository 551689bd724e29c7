import type { Alignment, FormattedText, MarkName } from '../model';
import { alignments, scriptMarks } from '../model';
import { fontTagSize, normaliseColour, normaliseFontSize, parseStyle } from './css-values';
import { TAG_MARKS } from './html-vocabulary';
import { isAllowedLinkUrl } from './url-policy';

export type TextMarks = Omit<FormattedText, 'text'>;

/** A link being read; runs share one object per <a>, so two neighbouring links stay two. */
export interface LinkTarget {
  url: string;
  newTab: boolean;
}

/** What the elements around a text say about it. */
export interface InlineContext {
  marks: TextMarks;
  link?: LinkTarget;
  align?: Alignment;
  preserveWhitespace: boolean;
  forPaste: boolean;
}

export function rootContext(forPaste: boolean): InlineContext {
  return { marks: {}, preserveWhitespace: false, forPaste };
}

/** The context inside an element: its tag and inline styles added to its parent's. */
export function contextInside(element: Element, outer: InlineContext): InlineContext {
  const style = parseStyle(element.getAttribute('style'));
  const context: InlineContext = { ...outer, marks: { ...outer.marks } };
  const href = element.localName === 'a' ? element.getAttribute('href')?.trim() : undefined;
  if (href && isAllowedLinkUrl(href)) {
    context.link = { url: href, newTab: element.getAttribute('target') === '_blank' };
  }
  const tagMark = TAG_MARKS[element.localName];
  if (tagMark) setMark(context.marks, tagMark, true);
  applyFontStyles(context, style);
  if (!outer.forPaste) applyLooks(context, element, style);
  const whiteSpace = style.get('white-space');
  if (whiteSpace) context.preserveWhitespace = /^(pre|pre-wrap|break-spaces)$/i.test(whiteSpace);
  return context;
}

function applyFontStyles(context: InlineContext, style: Map<string, string>) {
  const weight = style.get('font-weight')?.toLowerCase();
  // Google Docs wraps a whole paste in <b style="font-weight:normal">.
  if (weight) setMark(context.marks, 'bold', /^(bold|bolder|[6-9]00)$/.test(weight));
  const fontStyle = style.get('font-style')?.toLowerCase();
  if (fontStyle) setMark(context.marks, 'italic', /^(italic|oblique)/.test(fontStyle));
  const decoration = (style.get('text-decoration') ?? style.get('text-decoration-line') ?? '').toLowerCase();
  // Google Docs underlines link text with a style; that underline is the link's look, not a mark.
  if (decoration.includes('underline') && !context.link) context.marks.underline = true;
  if (decoration.includes('line-through')) context.marks.strikethrough = true;
  // Google Docs raises and lowers text with a style, not with <sup> and <sub>.
  const verticalAlign = style.get('vertical-align')?.toLowerCase();
  if (verticalAlign === 'super' || verticalAlign === 'sub' || verticalAlign === 'baseline') {
    setMark(context.marks, 'superscript', verticalAlign === 'super');
    setMark(context.marks, 'subscript', verticalAlign === 'sub');
  }
}

function applyLooks(context: InlineContext, element: Element, style: Map<string, string>) {
  const isFont = element.localName === 'font';
  const colourValue = style.get('color') ?? (isFont ? element.getAttribute('color') : null);
  const color = colourValue ? normaliseColour(colourValue) : undefined;
  if (color) context.marks.color = color;
  const sizeValue = style.get('font-size');
  const fontSize = sizeValue
    ? normaliseFontSize(sizeValue)
    : isFont
      ? fontTagSize(element.getAttribute('size') ?? '')
      : undefined;
  if (fontSize) context.marks.fontSize = fontSize;
  const align = style.get('text-align')?.toLowerCase();
  if (align && (alignments as readonly string[]).includes(align)) {
    context.align = align === 'left' ? undefined : (align as Alignment);
  }
}

/** The innermost of <sup> and <sub> wins: a text is never both. */
function setMark(marks: TextMarks, mark: MarkName, on: boolean) {
  if (on && isScriptMark(mark)) for (const other of scriptMarks) delete marks[other];
  if (on) marks[mark] = true;
  else delete marks[mark];
}

const isScriptMark = (mark: MarkName) => (scriptMarks as readonly MarkName[]).includes(mark);
