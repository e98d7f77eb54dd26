import { Avatar, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TeamDto } from '@tightlines/domain';
import { useLeaveTeam, useMyTeams, useRemoveTeamMember } from '../../../api/teams/teams';
import { useAuth } from '../../../app/auth/auth-context';
import { useT } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { QueryError } from '../../../ui/query-error';
import { TeamForm } from '../../../ui/team-form';
import { showToast } from '../../../ui/toasts';

/** Each team role's name (spec §3), by key. */
const ROLE_LABEL = {
  Captain: 'profile.teams.role.Captain',
  Angler: 'profile.teams.role.Angler',
  Mate: 'profile.teams.role.Mate',
} as const;

/**
 * My Profile's teams (issue 38): the teams I own or belong to, with their members and roles. A
 * member leaves or declines (after a confirmation); the owner edits the team (the shared team
 * form, in place of its card) and removes members (after a confirmation); a new team is made, and
 * a team registered, in the registration wizard.
 */
export function TeamsPanel() {
  const t = useT();
  const teams = useMyTeams();
  if (teams.isError) return <QueryError error={teams.error} onRetry={() => void teams.refetch()} />;
  if (!teams.data) return <Loader size="sm" aria-label={t('profile.teams.loading')} />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('profile.teams.title')}
        </Title>
        <Button component={Link} to="/create_tournament_team" variant="light">
          {t('profile.teams.register')}
        </Button>
      </Group>
      {teams.data.length === 0 ? (
        <Text c="dimmed">{t('profile.teams.empty')}</Text>
      ) : (
        teams.data.map((team) => <TeamCard key={team.id} team={team} />)
      )}
    </Stack>
  );
}

function TeamCard({ team }: { team: TeamDto }) {
  const t = useT();
  const auth = useAuth();
  const leave = useLeaveTeam();
  const remove = useRemoveTeamMember();
  const [editing, setEditing] = useState(false);
  const ask = async (declined: boolean) => {
    const ok = await confirmAction({
      title: t(declined ? 'profile.teams.declineTitle' : 'profile.teams.leaveTitle', { team: team.name }),
      message: t('profile.teams.leaveText'),
      confirmLabel: t(declined ? 'profile.teams.decline' : 'profile.teams.leave'),
      destructive: true,
    });
    if (ok) leave.mutate({ teamId: team.id, declined });
  };
  const askRemove = async (member: TeamDto['members'][number]) => {
    const ok = await confirmAction({
      title: t('profile.teams.removeTitle', { name: member.name, team: team.name }),
      message: t('profile.teams.removeText'),
      confirmLabel: t('profile.teams.remove'),
      destructive: true,
    });
    if (ok) remove.mutate({ teamId: team.id, userId: member.userId });
  };
  if (editing) {
    return (
      <TeamForm
        team={team}
        selfEmail={auth.user?.email ?? null}
        onSaved={() => {
          setEditing(false);
          void showToast({ message: t('profile.teams.saved'), color: 'teal' });
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Card withBorder radius="md" component="section" aria-label={team.name}>
      <Group wrap="nowrap" mb="sm">
        <Avatar src={team.pictureUrl} alt="" name={team.name} radius="md" />
        <div>
          <Text fw={600}>{team.name}</Text>
          <Text size="sm" c="dimmed">
            {t('profile.teams.owner', { name: team.ownerName })}
            {team.boatName ? ` · ${team.boatName}` : ''}
          </Text>
        </div>
      </Group>
      <Stack gap="xs">
        {team.members.map((member) => (
          <Group key={member.userId} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Avatar src={member.pictureUrl} alt="" name={member.name} size="sm" radius="xl" />
              <Text size="sm">{member.name}</Text>
              <Badge variant="light">{t(ROLE_LABEL[member.role])}</Badge>
            </Group>
            {team.isOwner && member.userId !== team.ownerId ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                loading={remove.isPending && remove.variables?.userId === member.userId}
                onClick={() => void askRemove(member)}
                aria-label={t('profile.teams.removeMember', { name: member.name })}
              >
                {t('profile.teams.remove')}
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
      {team.isOwner ? (
        <Group mt="sm">
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {t('profile.teams.edit')}
          </Button>
        </Group>
      ) : (
        <Group mt="sm">
          <Button size="xs" variant="default" onClick={() => void ask(false)} loading={leave.isPending}>
            {t('profile.teams.leave')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => void ask(true)}>
            {t('profile.teams.decline')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
