import { NativeSelect } from '@mantine/core';
import type { TournamentStatus } from '@tightlines/domain';
import { useClubList } from '../../../api/clubs/list-clubs';
import { useT } from '../../../i18n/use-t';
import { ANY, PlaceFiltersPanel } from '../../../ui/place-filters-panel';
import { DEFAULT_FILTERS, type TournamentFilters } from '../hooks/tournaments-api';
import { STATUS_LABELS } from './status-badge';

/** The statuses the feed filters by (drafts have their own list; deleted ones are never listed). */
const FILTER_STATUSES: TournamentStatus[] = ['Active', 'Current', 'Finished', 'Canceled'];

/**
 * The feed's filters (spec §2 Tournaments, §9 "Filter sections: location, species, lapse,
 * tournament"): the shared place, species and lapse filters, and the status.
 */
export function TournamentFiltersPanel({
  value,
  onChange,
}: {
  value: TournamentFilters;
  onChange(update: (previous: TournamentFilters) => TournamentFilters): void;
}) {
  const t = useT();
  const clubs = useClubList();
  return (
    <PlaceFiltersPanel
      value={value}
      onChange={onChange}
      defaults={DEFAULT_FILTERS}
      lapse={{
        label: t('tournaments.list.filters.lapse'),
        names: {
          Weekly: t('tournaments.list.filters.weekly'),
          Monthly: t('tournaments.list.filters.monthly'),
          Annually: t('tournaments.list.filters.annually'),
        },
      }}
    >
      <NativeSelect
        label={t('tournaments.list.filters.status')}
        data={[
          { value: ANY, label: t('tournaments.list.filters.anyStatus') },
          ...FILTER_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) })),
        ]}
        value={value.status ?? ANY}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange((previous) => ({ ...previous, status: next !== ANY ? (next as TournamentStatus) : null }));
        }}
      />
      <NativeSelect
        label={t('tournaments.list.filters.club')}
        data={[
          { value: ANY, label: t('tournaments.list.filters.anyClub') },
          ...(clubs.data ?? []).map((club) => ({ value: club.id, label: club.name })),
        ]}
        value={value.clubId ?? ANY}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange((previous) => ({ ...previous, clubId: next !== ANY ? next : null }));
        }}
      />
    </PlaceFiltersPanel>
  );
}
