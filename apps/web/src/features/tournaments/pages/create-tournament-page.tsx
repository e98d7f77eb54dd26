import { Button } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';

/** /create_tournament and /create_tournament_team for members, until the wizards open (see the closing notes). */
export function CreateTournamentPage() {
  return (
    <>
      <PageHeader title="Create a tournament" />
      <EmptyState
        icon={<IconTrophy size={28} />}
        title="Tournament creation is not open yet"
        action={
          <Button component={Link} to="/tournament">
            Read the rule sets
          </Button>
        }
      >
        Organisers will build tournaments here: name, locations, dates, clubs, rules, judges, species and
        entrance fee.
      </EmptyState>
    </>
  );
}
