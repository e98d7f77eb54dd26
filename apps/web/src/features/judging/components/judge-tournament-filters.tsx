import { useT } from '../../../i18n/use-t';
import { PlaceFiltersPanel } from '../../../ui/place-filters-panel';
import { DEFAULT_JUDGE_FILTERS, type JudgeTournamentFilters } from '../hooks/list-judge-tournaments';

/**
 * The judge list's filters (spec §2 Judge screens): the shared place, species and lapse filters,
 * the lapse named as the judge list's date range (weekly by default, spec §9).
 */
export function JudgeTournamentFiltersPanel({
  value,
  onChange,
}: {
  value: JudgeTournamentFilters;
  onChange(update: (previous: JudgeTournamentFilters) => JudgeTournamentFilters): void;
}) {
  const t = useT();
  return (
    <PlaceFiltersPanel
      value={value}
      onChange={onChange}
      defaults={DEFAULT_JUDGE_FILTERS}
      lapse={{
        label: t('judging.filters.dateRange'),
        names: {
          Weekly: t('judging.filters.weekly'),
          Monthly: t('judging.filters.monthly'),
          Annually: t('judging.filters.yearly'),
        },
      }}
    />
  );
}
