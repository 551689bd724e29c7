import { LegalLayout } from './LegalLayout';
import { termsDocument, termsSections } from './terms-content';

/** /terms: the nine numbered sections with a table of contents. */
export default function TermsPage() {
  return <LegalLayout content={termsDocument} sections={termsSections} />;
}
