import { type EditorDocument, emptyDocument } from '../model';
import { withoutBlankLinesBesideMedia } from './blank-lines';
import { rootContext } from './inline-context';
import { readBlocks } from './read-blocks';

export interface HtmlReadOptions {
  /** Pasted HTML (Word, Google Docs, web pages): keep the structure, drop looks and images. */
  forPaste?: boolean;
}

/** Any HTML as a normalised post body; runs in the browser (DOMParser). */
export function htmlToDocument(html: string, options: HtmlReadOptions = {}): EditorDocument {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = withoutBlankLinesBesideMedia(readBlocks(body, rootContext(options.forPaste ?? false)));
  return blocks.length ? blocks : emptyDocument();
}
