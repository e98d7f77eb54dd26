import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type FishLog, type SizeUnitId, type WeightUnitId } from '@tightlines/domain';
import { useState } from 'react';
import { useT, type Translate } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { formatTime } from '../../../ui/format-date';
import { showError, showSuccess } from '../../../ui/feedback';
import { CatchFlagBadges, CatchJudging } from '../../../ui/tournament-catches';
import { formatLengthIn, formatWeightIn, type DisplayUnits } from '../../../ui/units';
import { VerifiedMark } from '../../../ui/ranking/verified-mark';
import { useDeleteLog } from '../hooks/session-actions';
import { BackupMediaModal } from './backup-media-modal';
import { EditLogModal } from './edit-log-modal';
import { confirmationOf, doneMessages, fishLogTypeLabel } from './labels';

type Units = DisplayUnits;

/** One line per logged fish: time, species, type, measures in the user's units, videos. */
function summaryOf(log: FishLog, units: Units, t: Translate): string {
  const parts = [
    formatTime(log.logTime),
    log.fishName,
    fishLogTypeLabel(log.type, t),
    log.fishLength == null ? null : formatLengthIn(log.fishLength, log.sizeUnit.UnitId as SizeUnitId, units),
    log.fishWeight == null
      ? null
      : formatWeightIn(log.fishWeight, log.weightUnit.UnitId as WeightUnitId, units),
    t('fishlogs.breakdown.videos', { count: log.videoURLs.length }),
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
  const t = useT();
  const [editing, setEditing] = useState<FishLog | null>(null);
  const [backup, setBackup] = useState<FishLog | null>(null);
  const deleteLog = useDeleteLog();
  const nameOf = (log: FishLog) => t('fishlogs.session.fish', { number: logs.indexOf(log) + 1 });

  const handleDelete = async (log: FishLog) => {
    if (!(await confirmAction({ ...confirmationOf('deleteLog', t), destructive: true }))) return;
    deleteLog.mutate(log.UUID, {
      onSuccess: () => showSuccess(t(doneMessages.logDeleted)),
      onError: showError,
    });
  };

  if (logs.length === 0) return <Text size="sm">{t('fishlogs.breakdown.none')}</Text>;
  return (
    <>
      <Stack gap="xs" role="list" aria-label={t('fishlogs.breakdown.label')}>
        {logs.map((log, index) => {
          const name = t('fishlogs.session.fish', { number: index + 1 });
          return (
            <Paper key={log.UUID} withBorder radius="md" p="xs" role="listitem" aria-label={name}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  <strong>{name}</strong> · {summaryOf(log, units, t)}
                  {log.verified ? (
                    <>
                      {' '}
                      <VerifiedMark />
                    </>
                  ) : null}
                </Text>
                {canEdit ? (
                  <Group gap={4}>
                    <Button
                      size="compact-xs"
                      variant="light"
                      aria-label={t('fishlogs.breakdown.edit', { name: name.toLowerCase() })}
                      onClick={() => setEditing(log)}
                    >
                      {t('fishlogs.edit')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="light"
                      aria-label={t('fishlogs.breakdown.backup', { name: name.toLowerCase() })}
                      onClick={() => setBackup(log)}
                    >
                      {t('fishlogs.backupMedia')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('fishlogs.breakdown.delete', { name: name.toLowerCase() })}
                      onClick={() => void handleDelete(log)}
                    >
                      {t('fishlogs.delete')}
                    </Button>
                  </Group>
                ) : null}
              </Group>
              <CatchFlagBadges flags={log.flags} />
              {/* A tournament catch (its flags, even none, are shown to its owner): what the judges decided. */}
              <CatchJudging catchId={log.UUID} enabled={Array.isArray(log.flags)} />
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
          title={t('fishlogs.breakdown.backup', { name: nameOf(backup).toLowerCase() })}
          onClose={() => setBackup(null)}
          parent={{ fishingLogUUID: backup.UUID }}
        />
      ) : null}
    </>
  );
}
