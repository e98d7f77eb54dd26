import { Alert, Button, Group } from '@mantine/core';
import type { TournamentDto } from '@tightlines/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { showError, showSuccess } from '../../../ui/feedback';
import { useSetTournamentStatus, type OrganiserAction } from '../hooks/tournaments-api';

const ACTIONS: {
  status: OrganiserAction;
  button: MessageKey;
  title: MessageKey;
  message: MessageKey;
  done: MessageKey;
}[] = [
  {
    status: 'Finished',
    button: 'tournaments.detail.actions.finish',
    title: 'tournaments.detail.actions.finishTitle',
    message: 'tournaments.detail.actions.finishMessage',
    done: 'tournaments.detail.actions.finished',
  },
  {
    status: 'Canceled',
    button: 'tournaments.detail.actions.cancel',
    title: 'tournaments.detail.actions.cancelTitle',
    message: 'tournaments.detail.actions.cancelMessage',
    done: 'tournaments.detail.actions.canceled',
  },
  {
    status: 'Deleted',
    button: 'tournaments.detail.actions.delete',
    title: 'tournaments.detail.actions.deleteTitle',
    message: 'tournaments.detail.actions.deleteMessage',
    done: 'tournaments.detail.actions.deleted',
  },
];

/**
 * The organiser's status actions (spec §4): finish, cancel and delete an Active tournament, each
 * after a confirmation. Shown to whoever manages it (`can.manage`: the organiser); the server
 * refuses anyone else. Cancelling or
 * deleting a paid tournament refunds every paid entry (the server does it), and the page says so.
 */
export function OrganiserActions({ tournament }: { tournament: TournamentDto }) {
  const t = useT();
  const navigate = useNavigate();
  const setStatus = useSetTournamentStatus(tournament.UUID);
  const [done, setDone] = useState<string | null>(null);
  if (!tournament.can.manage) return null;
  if (done) {
    return (
      <Alert color="teal" variant="light" role="status">
        {done}
      </Alert>
    );
  }
  if (tournament.tournamentStatus !== 'Active') return null;
  const paid = tournament.entranceFeeCents > 0;

  const run = async (action: (typeof ACTIONS)[number]) => {
    const refunds = paid && action.status !== 'Finished';
    const confirmed = await confirmAction({
      title: t(action.title),
      message: [t(action.message), refunds ? t('tournaments.detail.actions.refundWarning') : '']
        .filter(Boolean)
        .join(' '),
      confirmLabel: t(action.button),
      destructive: true,
    });
    if (!confirmed) return;
    setStatus.mutate(action.status, {
      onSuccess: () => {
        const message = [t(action.done), refunds ? t('tournaments.detail.actions.refunded') : '']
          .filter(Boolean)
          .join(' ');
        if (action.status === 'Deleted') {
          void navigate('/tournament', { replace: true });
          showSuccess(message);
          return;
        }
        setDone(message);
      },
      onError: showError,
    });
  };

  return (
    <Group gap="xs" role="group" aria-label={t('tournaments.detail.actions.label')}>
      {ACTIONS.map((action) => (
        <Button
          key={action.status}
          variant={action.status === 'Finished' ? 'light' : 'outline'}
          color={action.status === 'Finished' ? undefined : 'red'}
          loading={setStatus.isPending && setStatus.variables === action.status}
          onClick={() => void run(action)}
        >
          {t(action.button)}
        </Button>
      ))}
    </Group>
  );
}
