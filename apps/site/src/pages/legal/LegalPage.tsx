import { LegalLayout, type LegalLayoutProps } from '@pupitre/ui/fragments';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSiteEmail } from '../../queries/site-contact';
import type { LegalCopy } from './legal-copy';

export type LegalPageProps = Omit<LegalLayoutProps, 'content'> & { content: LegalCopy };

/** /terms, /privacy and /cookies (accounts-admin §2 "Legal pages"): the tab is named after the page. */
export function LegalPage({ content, ...props }: LegalPageProps) {
  useDocumentTitle(content.title);
  const email = useSiteEmail();
  return <LegalLayout {...props} content={{ ...content, contact: { ...content.contact, email } }} />;
}
