import { LegalLayout, type LegalLayoutProps } from '@pupitre/ui/fragments';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSiteEmail } from '../../queries/site-contact';
import type { LegalCopy } from './legal-copy';

export type LegalPageProps = Omit<LegalLayoutProps, 'content'> & { content: LegalCopy };

/** The closing sentence when the server has no address worth showing (no domain, no SITE_EMAIL). */
export const CONTACT_WITHOUT_EMAIL =
  'Si tienes preguntas, escríbenos desde el formulario de contacto de Pupitre.';

/** /terms, /privacy and /cookies (accounts-admin §2 "Legal pages"): the tab is named after the page. */
export function LegalPage({ content, ...props }: LegalPageProps) {
  useDocumentTitle(content.title);
  const email = useSiteEmail();
  const contact = email ? { ...content.contact, email } : { text: CONTACT_WITHOUT_EMAIL };
  return <LegalLayout {...props} content={{ ...content, contact }} />;
}
