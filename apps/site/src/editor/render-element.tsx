import type { CSSProperties } from 'react';
import type { RenderElementProps } from 'slate-react';
import { usePrivateImage } from '../view/private-image';

/** How each block and inline of the model shows while editing: the same tags the HTML will use. */
export function renderElement({ attributes, children, element }: RenderElementProps) {
  const style: CSSProperties | undefined =
    'align' in element && element.align ? { textAlign: element.align } : undefined;
  switch (element.type) {
    case 'heading': {
      const Heading = `h${element.level}` as const;
      return (
        <Heading {...attributes} style={style}>
          {children}
        </Heading>
      );
    }
    case 'blockquote':
      return (
        <blockquote {...attributes} style={style}>
          {children}
        </blockquote>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'code-block':
      return (
        <pre {...attributes}>
          <code>{children}</code>
        </pre>
      );
    case 'horizontal-rule':
      return (
        <div {...attributes}>
          <div contentEditable={false}>
            <hr />
          </div>
          {children}
        </div>
      );
    case 'image':
      return (
        <div {...attributes}>
          <div contentEditable={false}>
            <EditorImage src={element.src} alt={element.alt} />
          </div>
          {children}
        </div>
      );
    case 'link':
      return (
        <a {...attributes} href={element.url}>
          {children}
        </a>
      );
    default:
      return (
        <p {...attributes} style={style}>
          {children}
        </p>
      );
  }
}

/** The API shows a draft's images to superusers only, and an <img> sends no token: read it with one. */
function EditorImage({ src, alt }: { src: string; alt: string }) {
  const shown = usePrivateImage(src, true);
  return shown ? <img src={shown} alt={alt} /> : <span role="img" aria-label={alt} />;
}
