import { Button } from '@mantine/core';
import { IconTrophyOff } from '@tabler/icons-react';
import { decodeUuid } from '@tightlines/domain';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';

/** /tournament/{id}: one tournament, addressed by its Base64-encoded UUID (spec §2). */
export function TournamentDetailPage() {
  const { tournamentId = '' } = useParams();
  const uuid = decodeUuid(tournamentId);
  return (
    <>
      <PageHeader title="Tournament" />
      <EmptyState
        icon={<IconTrophyOff size={28} />}
        title={uuid ? 'Tournament not found' : 'This tournament link is not valid'}
        action={
          <Button component={Link} to="/tournament">
            See all tournaments
          </Button>
        }
      >
        {uuid
          ? 'This tournament does not exist or is no longer published. It may have been cancelled or deleted by its organiser.'
          : 'The link may have been cut short when it was shared. Ask for the link again or find the tournament in the list.'}
      </EmptyState>
    </>
  );
}
