import { LegalLayout, type LegalLayoutProps } from '@pupitre/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /terms, /privacy and /cookies (accounts-admin §2 "Legal pages"): the tab is named after the page. */
export function LegalPage(props: LegalLayoutProps) {
  useDocumentTitle(props.content.title);
  return <LegalLayout {...props} />;
}
