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

/** Dark shades under white text: each keeps the contrast small text needs (WCAG AA, 4.5:1). */
const COLOURS: Record<TournamentStatus, string> = {
  Draft: 'gray.7',
  Active: 'blue.8',
  Current: 'teal.9',
  Finished: 'dark.4',
  Deleted: 'red.9',
  Canceled: 'red.9',
};

/** The spec §4 display status of a tournament, as a coloured badge. */
export function StatusBadge({ status }: { status: TournamentStatus }) {
  const t = useT();
  return (
    <Badge color={COLOURS[status]} variant="filled">
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}
