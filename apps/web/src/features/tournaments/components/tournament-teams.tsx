import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTournamentTeams } from '../../../api/teams/teams';
import { useT } from '../../../i18n/use-t';
import { QueryError } from '../../../ui/query-error';
import { TEAM_ROLE_LABEL } from '../pages/team-wizard-data';

/** The teams registered for a tournament and who fishes in each (issue 38 point 3), and a way to register one. */
export function TournamentTeams({
  tournamentId,
  canRegister,
}: {
  tournamentId: string;
  canRegister: boolean;
}) {
  const t = useT();
  const teams = useTournamentTeams(tournamentId);
  return (
    <Paper component="section" aria-labelledby="tournament-teams" withBorder radius="lg" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="tournament-teams">
          {t('tournaments.teams.title')}
        </Title>
        {canRegister ? (
          <Button
            component={Link}
            to={`/create_tournament_team?tournament=${encodeURIComponent(tournamentId)}`}
            variant="light"
            size="xs"
          >
            {t('tournaments.teams.register')}
          </Button>
        ) : null}
      </Group>
      {teams.isError ? (
        <QueryError error={teams.error} onRetry={() => void teams.refetch()} />
      ) : !teams.data ? (
        <Text size="sm">{t('tournaments.teams.loading')}</Text>
      ) : teams.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tournaments.teams.none')}
        </Text>
      ) : (
        <Stack gap="md" data-testid="tournament-teams">
          {teams.data.map((team) => (
            <div key={team.registrationId}>
              <Group gap="xs" mb={4}>
                <Avatar src={team.pictureUrl} alt="" name={team.name} size="sm" radius="md" />
                <Text fw={600}>{team.name}</Text>
              </Group>
              <Group gap="xs">
                {team.members.map((member) => (
                  <Badge key={member.userId} variant="light" tt="none">
                    {member.name} · {t(TEAM_ROLE_LABEL[member.role])}
                  </Badge>
                ))}
              </Group>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
