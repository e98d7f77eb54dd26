import { LegalDocument } from '../components/legal-document';
import { tournamentTermsContent } from '../content/tournament-terms';

/** Tournament Terms (/legal/tournament-terms). */
export function TournamentTermsPage() {
  return <LegalDocument content={tournamentTermsContent} />;
}
