import { type ReactNode, useId } from 'react';
import { legalLayoutMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Hero } from '../Hero/Hero';
import { TextLink } from '../TextLink/TextLink';
import { LegalBlock } from './LegalBlock';
import * as styles from './LegalLayout.css';

export interface LegalDocument {
  title: string;
  /** e.g. '10 de febrero de 2025' with its ISO date for <time>. */
  updated: { text: string; dateTime: string };
  intro: string;
  /** One sentence the reader must not miss, shown under the intro. */
  highlight?: string;
  /**
   * The closing section: a sentence and the address to write to. Without an address the sentence is
   * shown alone, so it must then be whole.
   */
  contact: { text: string; email?: string };
}

export interface LegalSection {
  /** The anchor of the section (#id), in Spanish like the rest of the address bar. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface LegalLayoutProps {
  content: LegalDocument;
  /** Numbered sections with a table of contents; pages with their own structure pass children instead. */
  sections?: readonly LegalSection[];
  /** Blocks after the numbered sections (see LegalBlock). */
  children?: ReactNode;
  updatedLabel?: string;
  tocTitle?: string;
  contactTitle?: string;
  /** The anchor of the closing contact section. */
  contactId?: string;
}

/** The frame of a legal page (terms, privacy, cookies): hero, table of contents, sections, contact. */
export function LegalLayout({
  content,
  sections = [],
  children,
  updatedLabel,
  tocTitle,
  contactTitle: contactTitleProp,
  contactId: contactIdProp,
}: LegalLayoutProps) {
  const copy = useMessages({ legalLayout: legalLayoutMessages }).legalLayout;
  const contactTitle = contactTitleProp ?? copy.contact;
  const contactId = contactIdProp ?? copy.contactId;
  const titleId = useId();
  const tocId = useId();
  const withToc = sections.length > 0;
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <Hero
        title={content.title}
        headingId={titleId}
        align="start"
        subtitle={
          <>
            <p className={styles.updated}>
              {updatedLabel ?? copy.updated}{' '}
              <time dateTime={content.updated.dateTime}>{content.updated.text}</time>
            </p>
            <p>{content.intro}</p>
          </>
        }
      >
        {content.highlight && <p className={styles.highlight}>{content.highlight}</p>}
      </Hero>

      <div className={withToc ? styles.withToc : styles.single}>
        {withToc && (
          <nav className={styles.toc} aria-labelledby={tocId}>
            <h2 id={tocId} className={styles.tocTitle}>
              {tocTitle ?? copy.toc}
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
                <a className={styles.tocLink} href={`#${contactId}`}>
                  {contactTitle}
                </a>
              </li>
            </ol>
          </nav>
        )}

        <div className={styles.body}>
          {sections.map((section, index) => (
            <LegalBlock key={section.id} id={section.id} title={`${index + 1}. ${section.title}`}>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </LegalBlock>
          ))}
          {children}
          <LegalBlock id={contactId} title={contactTitle} className={styles.contact}>
            {content.contact.email ? (
              <p>
                {content.contact.text}{' '}
                <TextLink href={`mailto:${content.contact.email}`}>{content.contact.email}</TextLink>.
              </p>
            ) : (
              <p>{content.contact.text}</p>
            )}
          </LegalBlock>
        </div>
      </div>
    </article>
  );
}
