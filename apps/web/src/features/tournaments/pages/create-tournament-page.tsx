import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';

/** /create_tournament (and a saved draft's address) for members: the wizard is being built. */
export function CreateTournamentPage() {
  return (
    <>
      <PageHeader title="Create a tournament" />
      <FeatureInProgress
        title="Tournament creation is being built"
        action={
          <Button component={Link} to="/tournament" variant="light">
            Read the rule sets
          </Button>
        }
      >
        Organisers will build tournaments here step by step: name, locations, dates, clubs, rules, judges,
        species and entrance fee, with drafts saved as they go.
      </FeatureInProgress>
    </>
  );
}
