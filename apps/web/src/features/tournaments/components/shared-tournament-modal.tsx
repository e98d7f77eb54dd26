import { Button, Modal, Skeleton, Stack } from '@mantine/core';
import { decodeUuid, tournamentPath } from '@tightlines/domain';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { QueryError } from '../../../ui/query-error';
import { useTournament } from '../hooks/tournaments-api';
import { useNow } from '../tournament-format';
import { TournamentCard } from './tournament-card';

/** Spec §2 share-link mode: `?tournament=<encoded UUID>` opens that one tournament over the list. */
export function SharedTournamentModal() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const uuid = decodeUuid(params.get('tournament') ?? '');
  const tournament = useTournament(uuid);
  const now = useNow(30_000);
  if (!uuid) return null;
  const handleClose = () => {
    const next = new URLSearchParams(params);
    next.delete('tournament');
    setParams(next, { replace: true });
  };
  return (
    <Modal opened onClose={handleClose} title={t('tournaments.list.shared.title')} size="lg" centered>
      {tournament.isPending ? <Skeleton h={200} radius="lg" /> : null}
      {tournament.isError ? <QueryError error={tournament.error} /> : null}
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
