import { LegalDocument } from '../components/legal-document';
import { privacyDocuments } from '../content/legal-documents';

/** Privacy Policy (/legal/privacy). */
export function PrivacyPage() {
  return <LegalDocument documents={privacyDocuments} />;
}
