import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/** The editor's document model: what a post body can hold in simple mode. HTML lives in serialise/. */

export const alignments = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof alignments)[number];

export const headingLevels = [2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const markNames = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'code',
  'superscript',
  'subscript',
] as const;
export type MarkName = (typeof markNames)[number];

/** A text is raised or lowered, never both: setting one of these marks removes the other. */
export const scriptMarks = ['superscript', 'subscript'] as const;

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strikethrough?: true;
  code?: true;
  /** m², 2ⁿ: written as <sup>. Never together with subscript. */
  superscript?: true;
  /** H₂O: written as <sub>. Never together with superscript. */
  subscript?: true;
  /** A hex colour: '#rgb' or '#rrggbb', lower case. */
  color?: string;
  /** Pixels, 1–500 (accounts-admin §9). */
  fontSize?: number;
}

export interface LinkElement {
  type: 'link';
  url: string;
  newTab: boolean;
  children: FormattedText[];
}

export type InlineNode = FormattedText | LinkElement;

export interface ParagraphElement {
  type: 'paragraph';
  align?: Alignment;
  children: InlineNode[];
}

export interface HeadingElement {
  type: 'heading';
  level: HeadingLevel;
  align?: Alignment;
  children: InlineNode[];
}

export interface QuoteElement {
  type: 'blockquote';
  align?: Alignment;
  children: InlineNode[];
}

export interface ListItemElement {
  type: 'list-item';
  children: InlineNode[];
}

/**
 * A list holds items and, right after an item, the list nested under it. Slate keeps an element's
 * children all text or all blocks, so a nested list cannot sit inside its item as it does in HTML:
 * it follows the item, and the serialiser puts it back inside the <li>. A list never starts with a
 * nested list (there would be no item to hang it from).
 */
export interface ListElement {
  type: ListType;
  children: (ListItemElement | ListElement)[];
}

export type ListType = 'bulleted-list' | 'numbered-list';

/** Plain text with line breaks: no marks, no links. */
export interface CodeBlockElement {
  type: 'code-block';
  children: FormattedText[];
}

export interface RuleElement {
  type: 'horizontal-rule';
  children: [{ text: '' }];
}

export interface ImageElement {
  type: 'image';
  src: string;
  alt: string;
  children: [{ text: '' }];
}

export type BlockElement =
  | ParagraphElement
  | HeadingElement
  | QuoteElement
  | ListElement
  | CodeBlockElement
  | RuleElement
  | ImageElement;

export type EditorElement = BlockElement | ListItemElement | LinkElement;

/** A whole post body: never empty (an empty body is one empty paragraph). */
export type EditorDocument = BlockElement[];

export const VOID_TYPES: ReadonlySet<EditorElement['type']> = new Set(['horizontal-rule', 'image']);
export const INLINE_TYPES: ReadonlySet<EditorElement['type']> = new Set(['link']);

export function isListElement(node: unknown): node is ListElement {
  const type = (node as { type?: unknown } | null)?.type;
  return type === 'bulleted-list' || type === 'numbered-list';
}

export function isListItem(node: unknown): node is ListItemElement {
  return (node as { type?: unknown } | null)?.type === 'list-item';
}

export function emptyDocument(): EditorDocument {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: EditorElement;
    Text: FormattedText;
  }
}
