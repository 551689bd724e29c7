import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/** The editor's document model: what a post body can hold in simple mode. HTML lives in serialise/. */

export const alignments = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof alignments)[number];

export const headingLevels = [2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const markNames = ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const;
export type MarkName = (typeof markNames)[number];

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strikethrough?: true;
  code?: true;
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

export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: ListItemElement[];
}

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
