import { Button, List, Skeleton, Stack, Text } from '@mantine/core';
import type { TournamentDto } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';
import { QueryError } from '../../../ui/query-error';
import { useTournamentMembers } from '../hooks/tournaments-api';

/**
 * Who joined. The names are shown to the people in the tournament (`can.seeMembers`: whoever
 * judges it, its organiser among them, and its members), keyset paged; anyone else sees how many
 * joined.
 */
export function TournamentMembers({ tournament }: { tournament: TournamentDto }) {
  const t = useT();
  const insider = tournament.can.seeMembers;
  const members = useTournamentMembers(tournament.UUID, insider);
  const count = (
    <Text>
      {tournament.memberCount === 0
        ? t('tournaments.detail.members.none')
        : t('tournaments.detail.members.count', { count: tournament.memberCount })}
    </Text>
  );
  if (!insider || tournament.memberCount === 0) return count;
  if (members.isError) return <QueryError error={members.error} onRetry={() => void members.refetch()} />;
  if (members.isPending) return <Skeleton h={60} />;
  return (
    <Stack gap="xs">
      {count}
      <List spacing={2}>
        {members.data.map((member, index) => (
          // Names are not unique, and the list only grows at its end: the position is a stable key.
          <List.Item key={index}>{`${member.name} ${member.lastname}`.trim()}</List.Item>
        ))}
      </List>
      {members.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          loading={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          {t('tournaments.detail.members.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
