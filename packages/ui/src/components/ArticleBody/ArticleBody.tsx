import { useRef } from 'react';
import * as styles from './ArticleBody.css';
import { useKeyboardScrollers } from './use-keyboard-scrollers';

export interface ArticleBodyProps {
  /**
   * The article's HTML, already sanitised by the server against its allowlist when it was written: it is
   * put into the page as it is. Never pass HTML that has not been through that sanitiser.
   */
  html: string;
  /** The language of the text, for screen readers and line breaking ('es'). */
  lang?: string;
}

/**
 * The class that typesets an article body, for a document React does not render: the editor's preview
 * frame puts it on its own wrapper so a draft looks as the post page will show it.
 */
export const articleBodyClass = styles.body;

/** The body of an article, rendered inline and typeset for reading in the theme's font and colours. */
export function ArticleBody({ html, lang }: ArticleBodyProps) {
  const ref = useRef<HTMLDivElement>(null);
  useKeyboardScrollers(ref);
  return <div ref={ref} className={styles.body} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
