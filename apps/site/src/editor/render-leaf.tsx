import type { RenderLeafProps } from 'slate-react';

/** A run of text with its marks, nested in the order the HTML serialiser writes them. */
export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.superscript) content = <sup>{content}</sup>;
  if (leaf.subscript) content = <sub>{content}</sub>;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  const style = {
    color: leaf.color,
    fontSize: leaf.fontSize === undefined ? undefined : `${leaf.fontSize}px`,
  };
  return (
    <span {...attributes} style={leaf.color || leaf.fontSize ? style : undefined}>
      {content}
    </span>
  );
}
