import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import * as styles from './LegalLayout.css';

export interface LegalSection {
  /** The anchor of the section (#id), in Spanish like the rest of the address bar. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** The browser tab title, when it differs from the heading. */
  documentTitle?: string;
  /** e.g. '10 de febrero de 2025' with its ISO date for <time>. */
  updated: { text: string; dateTime: string };
  intro: string;
  /** One sentence the reader must not miss, shown under the intro. */
  highlight?: string;
  contact: { text: string; email: string };
}

export interface LegalLayoutProps {
  content: LegalDocument;
  /** Numbered sections with a table of contents; pages with their own structure pass children instead. */
  sections?: readonly LegalSection[];
  children?: ReactNode;
}

const CONTACT_ID = 'contacto';

/** The frame shared by /terms, /privacy and /cookies (accounts-admin §2 "Legal pages"). */
export function LegalLayout({ content, sections, children }: LegalLayoutProps) {
  useDocumentTitle(content.documentTitle ?? content.title);
  const withToc = sections !== undefined && sections.length > 0;
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {content.title}
        </h1>
        <p className={styles.updated}>
          Última actualización: <time dateTime={content.updated.dateTime}>{content.updated.text}</time>
        </p>
        <p className={styles.intro}>{content.intro}</p>
        {content.highlight && <p className={styles.highlight}>{content.highlight}</p>}
      </header>

      <div className={withToc ? styles.withToc : styles.single}>
        {withToc && (
          <nav className={styles.toc} aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title" className={styles.tocTitle}>
              Contenido
            </h2>
            <ol className={styles.tocList}>
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a className={styles.tocLink} href={`#${section.id}`}>
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
              <li>
                <a className={styles.tocLink} href={`#${CONTACT_ID}`}>
                  Contacto
                </a>
              </li>
            </ol>
          </nav>
        )}

        <div className={styles.body}>
          {sections?.map((section, index) => (
            <section key={section.id} id={section.id} className={styles.section}>
              <h2 className={styles.sectionTitle}>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className={styles.list}>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          {children}
          <section id={CONTACT_ID} className={styles.contact}>
            <h2 className={styles.sectionTitle}>Contacto</h2>
            <p className={styles.paragraph}>
              {content.contact.text}{' '}
              <a className={styles.link} href={`mailto:${content.contact.email}`}>
                {content.contact.email}
              </a>
              .
            </p>
          </section>
        </div>
      </div>
    </article>
  );
}
