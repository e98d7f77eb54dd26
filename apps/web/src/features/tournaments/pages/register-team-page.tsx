import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';

/** /create_tournament_team for members: the team registration wizard is being built. */
export function RegisterTeamPage() {
  return (
    <>
      <PageHeader title="Register a team" />
      <FeatureInProgress
        title="Team registration is being built"
        action={
          <Button component={Link} to="/tournament" variant="light">
            Read the rule sets
          </Button>
        }
      >
        Captains will register their crew for a tournament here: pick the team, add its members, confirm and
        pay the entrance fee when there is one.
      </FeatureInProgress>
    </>
  );
}
