import { LegalDocument } from '../components/legal-document';
import { termsContent } from '../content/terms';

/** Terms of Service (/legal/terms). */
export function TermsPage() {
  return <LegalDocument content={termsContent} />;
}
