import { Alert, Button, Modal, Skeleton, Stack } from '@mantine/core';
import { decodeUuid, tournamentPath } from '@tightlines/domain';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { QueryError } from '../../../ui/query-error';
import { useTournament } from '../hooks/tournaments-api';
import { useNow } from '../tournament-format';
import { TournamentCard } from './tournament-card';

/**
 * Spec §2 share-link mode: `?tournament=<encoded UUID>` opens that one tournament over the list. A
 * link whose code is not one (cut short, mistyped) says it is broken, and one of a tournament that
 * is gone says so, rather than showing nothing (issue 31).
 */
export function SharedTournamentModal() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const shared = params.get('tournament');
  const uuid = decodeUuid(shared ?? '');
  const tournament = useTournament(uuid);
  const now = useNow(30_000);
  if (shared === null) return null;
  const handleClose = () => {
    const next = new URLSearchParams(params);
    next.delete('tournament');
    setParams(next, { replace: true });
  };
  return (
    <Modal opened onClose={handleClose} title={t('tournaments.list.shared.title')} size="lg" centered>
      {uuid === null ? (
        <Stack>
          <Alert color="red" variant="light" role="alert" title={t('tournaments.list.shared.brokenTitle')}>
            {t('tournaments.list.shared.broken')}
          </Alert>
          <Button variant="light" onClick={handleClose}>
            {t('tournaments.list.shared.seeAll')}
          </Button>
        </Stack>
      ) : null}
      {uuid !== null && tournament.isPending ? <Skeleton h={200} radius="lg" /> : null}
      {tournament.isError && (tournament.error as { status?: number }).status === 404 ? (
        <Alert color="red" variant="light" role="alert" title={t('tournaments.list.shared.goneTitle')}>
          {t('tournaments.detail.notFoundText')}
        </Alert>
      ) : tournament.isError ? (
        <QueryError error={tournament.error} />
      ) : null}
      {tournament.data ? (
        <Stack>
          <TournamentCard tournament={tournament.data} now={now} />
          <Button component={Link} to={tournamentPath(tournament.data.UUID)}>
            {t('tournaments.list.shared.open')}
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
