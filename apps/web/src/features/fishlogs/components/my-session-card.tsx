import { Badge, Button, Collapse, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  fishingStyleLabel,
  formatStoredLength,
  formatStoredWeight,
  sessionConfirmations,
  sessionMessages,
  type Session,
  type SizeUnitId,
  type WeightUnitId,
} from '@tightlines/domain';
import { useState } from 'react';
import { confirmAction } from '../../../ui/confirm';
import { showError, showSuccess } from '../../../ui/feedback';
import { useDeleteLog, useSessionAction, type SessionActionName } from '../hooks/session-actions';
import { BackupMediaModal } from './backup-media-modal';
import { LogSessionModal } from './log-session-modal';

const done = {
  delete: sessionMessages.deleted,
  hide: sessionMessages.hidden,
  restore: sessionMessages.restored,
};

/** One of my sessions: counters, an expandable breakdown of its logs, and its actions, each confirmed. */
export function MySessionCard({
  session,
  units,
}: {
  session: Session;
  units: { size: SizeUnitId; weight: WeightUnitId };
}) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [backup, setBackup] = useState(false);
  const action = useSessionAction();
  const deleteLog = useDeleteLog();
  const when = new Date(session.StartDatetime).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const handleAction = async (name: SessionActionName) => {
    if (!(await confirmAction({ ...sessionConfirmations[name], destructive: name === 'delete' }))) return;
    action.mutate(
      { uuid: session.UUID, action: name },
      { onSuccess: () => showSuccess(done[name]), onError: showError },
    );
  };
  const handleDeleteLog = async (uuid: string) => {
    if (!(await confirmAction({ ...sessionConfirmations.deleteLog, destructive: true }))) return;
    deleteLog.mutate(uuid, { onSuccess: () => showSuccess(sessionMessages.logDeleted), onError: showError });
  };

  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={`Session of ${when}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {when} · {fishingStyleLabel(session.FishingStyle)}
          </Title>
          {session.IsHidden ? <Badge color="gray">Hidden</Badge> : null}
        </Group>
        <Text size="sm">
          Releases {session.Releases} · Raises {session.Raises} · Bites {session.Bites} · Harvests{' '}
          {session.Harvests} · Comments {session.numComments}
        </Text>
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
          <Table withTableBorder>
            <Table.Tbody>
              {(session.logs ?? []).map((log) => (
                <Table.Tr key={log.UUID}>
                  <Table.Td>
                    {new Date(log.logTime).toLocaleTimeString(undefined, { timeStyle: 'short' })}
                  </Table.Td>
                  <Table.Td>{log.fishName}</Table.Td>
                  <Table.Td>{log.type}</Table.Td>
                  <Table.Td>
                    {log.fishLength == null
                      ? '—'
                      : formatStoredLength(log.fishLength, log.sizeUnit.UnitId as SizeUnitId, units.size)}
                  </Table.Td>
                  <Table.Td>
                    {log.fishWeight == null
                      ? '—'
                      : formatStoredWeight(
                          log.fishWeight,
                          log.weightUnit.UnitId as WeightUnitId,
                          units.weight,
                        )}
                  </Table.Td>
                  <Table.Td>{log.videoURLs.length} video(s)</Table.Td>
                  <Table.Td>
                    {session.can.edit ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => void handleDeleteLog(log.UUID)}
                      >
                        Delete log
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
