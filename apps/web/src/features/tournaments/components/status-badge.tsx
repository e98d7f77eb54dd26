import { Badge } from '@mantine/core';
import type { TournamentStatus } from '@tightlines/domain';
import { useT, type MessageKey } from '../../../i18n/use-t';

/** Each status's name, by key (listed, so the catalogue check sees every one used). */
export const STATUS_LABELS: Record<TournamentStatus, MessageKey> = {
  Draft: 'tournaments.list.status.draft',
  Active: 'tournaments.list.status.active',
  Current: 'tournaments.list.status.current',
  Finished: 'tournaments.list.status.finished',
  Deleted: 'tournaments.list.status.deleted',
  Canceled: 'tournaments.list.status.canceled',
};

const COLOURS: Record<TournamentStatus, string> = {
  Draft: 'gray',
  Active: 'blue',
  Current: 'teal',
  Finished: 'dark',
  Deleted: 'red',
  Canceled: 'orange',
};

/** The spec §4 display status of a tournament, as a coloured badge. */
export function StatusBadge({ status }: { status: TournamentStatus }) {
  const t = useT();
  return (
    <Badge color={COLOURS[status]} variant="light">
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}
