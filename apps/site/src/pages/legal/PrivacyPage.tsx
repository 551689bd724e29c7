import { LegalLayout } from './LegalLayout';
import { privacyDocument, privacySections } from './privacy-content';

/** /privacy: the eight numbered sections with a table of contents. */
export default function PrivacyPage() {
  return <LegalLayout content={privacyDocument} sections={privacySections} />;
}
