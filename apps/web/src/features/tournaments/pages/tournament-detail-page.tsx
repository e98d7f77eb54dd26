import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';

/** /tournament/{id}: one tournament (spec §2), addressed by its Base64-encoded UUID; being built. */
export function TournamentDetailPage() {
  return (
    <>
      <PageHeader title="Tournament" />
      <FeatureInProgress
        title="Tournament pages are being built"
        action={
          <Button component={Link} to="/tournament" variant="light">
            Read the rule sets
          </Button>
        }
      >
        A tournament&apos;s page will show its rules, judges, dates, entrance fee and entrants, and let you
        join it. Tournaments cannot be opened yet, so this link leads nowhere for now.
      </FeatureInProgress>
    </>
  );
}
