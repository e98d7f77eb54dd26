import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  sessionConfirmations,
  sessionMessages,
  type FishLog,
  type SizeUnitId,
  type WeightUnitId,
} from '@tightlines/domain';
import { useState } from 'react';
import { confirmAction } from '../../../ui/confirm';
import { formatTime } from '../../../ui/format-date';
import { showError, showSuccess } from '../../../ui/feedback';
import { CatchFlagBadges } from '../../../ui/tournament-catches';
import { formatLengthIn, formatWeightIn, type DisplayUnits } from '../../../ui/units';
import { useDeleteLog } from '../hooks/session-actions';
import { BackupMediaModal } from './backup-media-modal';
import { EditLogModal } from './edit-log-modal';

type Units = DisplayUnits;

/** One line per logged fish: time, species, type, measures in the user's units, videos. */
function summaryOf(log: FishLog, units: Units): string {
  const parts = [
    formatTime(log.logTime),
    log.fishName,
    log.type,
    log.fishLength == null ? null : formatLengthIn(log.fishLength, log.sizeUnit.UnitId as SizeUnitId, units),
    log.fishWeight == null
      ? null
      : formatWeightIn(log.fishWeight, log.weightUnit.UnitId as WeightUnitId, units),
    `${log.videoURLs.length} video${log.videoURLs.length === 1 ? '' : 's'}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The breakdown of a session: each fish it logged, and for the owner of a session they may edit
 * (never a tournament's) the fish's own actions: edit, backup media and delete (confirmed).
 */
export function SessionBreakdown({
  logs,
  canEdit,
  units,
}: {
  logs: FishLog[];
  canEdit: boolean;
  units: Units;
}) {
  const [editing, setEditing] = useState<FishLog | null>(null);
  const [backup, setBackup] = useState<FishLog | null>(null);
  const deleteLog = useDeleteLog();
  const nameOf = (log: FishLog) => `Fish ${logs.indexOf(log) + 1}`;

  const handleDelete = async (log: FishLog) => {
    if (!(await confirmAction({ ...sessionConfirmations.deleteLog, destructive: true }))) return;
    deleteLog.mutate(log.UUID, {
      onSuccess: () => showSuccess(sessionMessages.logDeleted),
      onError: showError,
    });
  };

  if (logs.length === 0) return <Text size="sm">No fish logged in this session.</Text>;
  return (
    <>
      <Stack gap="xs" role="list" aria-label="Fish logged in this session">
        {logs.map((log, index) => {
          const name = `Fish ${index + 1}`;
          return (
            <Paper key={log.UUID} withBorder radius="md" p="xs" role="listitem" aria-label={name}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  <strong>{name}</strong> · {summaryOf(log, units)}
                </Text>
                {canEdit ? (
                  <Group gap={4}>
                    <Button
                      size="compact-xs"
                      variant="light"
                      aria-label={`Edit ${name.toLowerCase()}`}
                      onClick={() => setEditing(log)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="light"
                      aria-label={`Backup media of ${name.toLowerCase()}`}
                      onClick={() => setBackup(log)}
                    >
                      Backup media
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${name.toLowerCase()}`}
                      onClick={() => void handleDelete(log)}
                    >
                      Delete
                    </Button>
                  </Group>
                ) : null}
              </Group>
              <CatchFlagBadges flags={log.flags} />
            </Paper>
          );
        })}
      </Stack>
      {editing ? (
        <EditLogModal log={editing} name={nameOf(editing)} units={units} onClose={() => setEditing(null)} />
      ) : null}
      {backup ? (
        <BackupMediaModal
          opened
          title={`Backup media of ${nameOf(backup).toLowerCase()}`}
          onClose={() => setBackup(null)}
          parent={{ fishingLogUUID: backup.UUID }}
        />
      ) : null}
    </>
  );
}
