import { LegalDocument } from '../components/legal-document';
import { tournamentTermsDocuments } from '../content/legal-documents';

/** Tournament Terms (/legal/tournament-terms). */
export function TournamentTermsPage() {
  return <LegalDocument documents={tournamentTermsDocuments} />;
}
