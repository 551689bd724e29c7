import { LegalPage } from './LegalPage';
import { privacyDocument, privacySections } from './privacy-content';

/** /privacy: the eight numbered sections with a table of contents. */
export default function PrivacyPage() {
  return <LegalPage content={privacyDocument} sections={privacySections} />;
}
