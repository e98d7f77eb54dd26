import { LegalDocument } from '../components/legal-document';
import { privacyContent } from '../content/privacy';

/** Privacy Policy (/legal/privacy). */
export function PrivacyPage() {
  return <LegalDocument content={privacyContent} />;
}
