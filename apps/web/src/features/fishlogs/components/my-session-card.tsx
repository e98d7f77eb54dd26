import {
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { fishingStyleLabel, type Session } from '@tightlines/domain';
import { useCallback, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { showError, showSuccess } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format-date';
import { TournamentSessionBadge } from '../../../ui/tournament-catches';
import { describeWeather, type DisplayUnits } from '../../../ui/units';
import { useSessionAction, type SessionActionName } from '../hooks/session-actions';
import { BackupMediaModal } from './backup-media-modal';
import { confirmationOf, doneMessages, fishingStyleText } from './labels';
import { LogSessionModal } from './log-session-modal';
import { SessionBreakdown } from './session-breakdown';

const done = {
  delete: doneMessages.deleted,
  hide: doneMessages.hidden,
  restore: doneMessages.restored,
} as const;

/**
 * One of my sessions: counters, an expandable breakdown of its logs, and its actions, each confirmed.
 * A session a moderator hid says so and why; only a moderator restores it, so it offers no Restore.
 */
export function MySessionCard({
  session,
  units,
  focused = false,
}: {
  session: Session;
  units: DisplayUnits;
  /** The session an address names (a notification's link to a catch): shown open, scrolled to. */
  focused?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(focused);
  // Once, as the card first appears: a later re-render must not pull the page back to it.
  const scrollTo = useCallback(
    (card: HTMLElement | null) => {
      if (focused) card?.scrollIntoView({ block: 'start' });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first mount scrolls
    [],
  );
  const [editing, setEditing] = useState(false);
  const [backup, setBackup] = useState(false);
  const action = useSessionAction();
  const when = formatDateTime(session.StartDatetime);
  const weather = describeWeather(session.weatherInfo, units);

  const handleAction = async (name: SessionActionName) => {
    if (!(await confirmAction({ ...confirmationOf(name, t), destructive: name === 'delete' }))) return;
    action.mutate(
      { uuid: session.UUID, action: name },
      { onSuccess: () => showSuccess(t(done[name])), onError: showError },
    );
  };

  return (
    <Paper
      ref={scrollTo}
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={t('fishlogs.card.label', { when })}
      aria-current={focused ? 'true' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {when} · {fishingStyleText(fishingStyleLabel(session.FishingStyle), t)}
          </Title>
          <Group gap={6}>
            {session.isTournamentSession ? <TournamentSessionBadge /> : null}
            {session.IsHidden ? (
              <Badge color={session.hiddenByModerator ? 'orange' : 'gray'}>
                {session.hiddenByModerator ? t('fishlogs.card.hiddenByModerator') : t('fishlogs.card.hidden')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {session.hiddenByModerator ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconShieldExclamation aria-hidden />}
            title={t('fishlogs.card.moderatedTitle', {
              when: formatDateTime(session.hiddenByModerator.at),
            })}
            data-testid="moderated-notice"
          >
            <Stack gap={4}>
              {session.hiddenByModerator.reason ? (
                <Text size="sm">
                  {t('fishlogs.card.moderatedReason', { reason: session.hiddenByModerator.reason })}
                </Text>
              ) : null}
              <Text size="sm">{t('fishlogs.card.moderatedText')}</Text>
            </Stack>
          </Alert>
        ) : null}
        <Text size="sm">
          {t('fishlogs.card.counters', {
            releases: session.Releases,
            raises: session.Raises,
            bites: session.Bites,
            harvests: session.Harvests,
            comments: session.numComments,
          })}
        </Text>
        {weather ? (
          <Text size="sm" c="dimmed" data-testid="session-weather">
            <VisuallyHidden>{`${t('fishlogs.card.weather')} `}</VisuallyHidden>
            {weather}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="subtle" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {t('fishlogs.card.breakdown')}
          </Button>
          {session.can.edit ? (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t('fishlogs.edit')}
            </Button>
          ) : null}
          {session.can.edit ? (
            <Button size="xs" variant="light" onClick={() => setBackup(true)}>
              {t('fishlogs.backupMedia')}
            </Button>
          ) : null}
          {session.can.hide && !session.IsHidden ? (
            <Button size="xs" variant="light" color="gray" onClick={() => void handleAction('hide')}>
              {t('fishlogs.card.hide')}
            </Button>
          ) : null}
          {session.can.restore && session.IsHidden ? (
            <Button size="xs" variant="light" color="teal" onClick={() => void handleAction('restore')}>
              {t('fishlogs.card.restore')}
            </Button>
          ) : null}
          {session.can.delete ? (
            <Button size="xs" variant="light" color="red" onClick={() => void handleAction('delete')}>
              {t('fishlogs.delete')}
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
