import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { fishingStyleLabel, sessionConfirmations, sessionMessages, type Session } from '@tightlines/domain';
import { useState } from 'react';
import { confirmAction } from '../../../ui/confirm';
import { showError, showSuccess } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format-date';
import { TournamentSessionBadge } from '../../../ui/tournament-catches';
import { describeWeather, type DisplayUnits } from '../../../ui/units';
import { useSessionAction, type SessionActionName } from '../hooks/session-actions';
import { BackupMediaModal } from './backup-media-modal';
import { LogSessionModal } from './log-session-modal';
import { SessionBreakdown } from './session-breakdown';

const done = {
  delete: sessionMessages.deleted,
  hide: sessionMessages.hidden,
  restore: sessionMessages.restored,
};

/** One of my sessions: counters, an expandable breakdown of its logs, and its actions, each confirmed. */
export function MySessionCard({ session, units }: { session: Session; units: DisplayUnits }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [backup, setBackup] = useState(false);
  const action = useSessionAction();
  const when = formatDateTime(session.StartDatetime);
  const weather = describeWeather(session.weatherInfo, units);

  const handleAction = async (name: SessionActionName) => {
    if (!(await confirmAction({ ...sessionConfirmations[name], destructive: name === 'delete' }))) return;
    action.mutate(
      { uuid: session.UUID, action: name },
      { onSuccess: () => showSuccess(done[name]), onError: showError },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={`Session of ${when}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {when} · {fishingStyleLabel(session.FishingStyle)}
          </Title>
          <Group gap={6}>
            {session.isTournamentSession ? <TournamentSessionBadge /> : null}
            {session.IsHidden ? <Badge color="gray">Hidden</Badge> : null}
          </Group>
        </Group>
        <Text size="sm">
          Releases {session.Releases} · Raises {session.Raises} · Bites {session.Bites} · Harvests{' '}
          {session.Harvests} · Comments {session.numComments}
        </Text>
        {weather ? (
          <Text size="sm" c="dimmed" data-testid="session-weather">
            <VisuallyHidden>Weather: </VisuallyHidden>
            {weather}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="subtle" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            Breakdown
          </Button>
          {session.can.edit ? (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          {session.can.edit ? (
            <Button size="xs" variant="light" onClick={() => setBackup(true)}>
              Backup media
            </Button>
          ) : null}
          {session.can.hide && !session.IsHidden ? (
            <Button size="xs" variant="light" color="gray" onClick={() => void handleAction('hide')}>
              Hide
            </Button>
          ) : null}
          {session.can.hide && session.IsHidden ? (
            <Button size="xs" variant="light" color="teal" onClick={() => void handleAction('restore')}>
              Restore
            </Button>
          ) : null}
          {session.can.delete ? (
            <Button size="xs" variant="light" color="red" onClick={() => void handleAction('delete')}>
              Delete
            </Button>
          ) : null}
        </Group>
        <Collapse expanded={open}>
          {open ? (
            <SessionBreakdown logs={session.logs ?? []} canEdit={session.can.edit} units={units} />
          ) : null}
        </Collapse>
      </Stack>
      {editing ? <LogSessionModal opened onClose={() => setEditing(false)} session={session} /> : null}
      {backup ? (
        <BackupMediaModal
          opened
          onClose={() => setBackup(false)}
          parent={{ fishingSessionUUID: session.UUID }}
        />
      ) : null}
    </Paper>
  );
}
