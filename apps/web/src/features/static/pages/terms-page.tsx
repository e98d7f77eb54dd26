import { LegalDocument } from '../components/legal-document';
import { termsDocuments } from '../content/legal-documents';

/** Terms of Service (/legal/terms). */
export function TermsPage() {
  return <LegalDocument documents={termsDocuments} />;
}
