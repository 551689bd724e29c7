import { LegalPage } from './LegalPage';
import { termsDocument, termsSections } from './terms-content';

/** /terms: the nine numbered sections with a table of contents. */
export default function TermsPage() {
  return <LegalPage content={termsDocument} sections={termsSections} />;
}
