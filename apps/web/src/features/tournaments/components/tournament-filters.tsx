import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  REGION_TYPES,
  TIME_LAPSES,
  type RegionType,
  type TimeLapse,
  type TournamentStatus,
} from '@tightlines/domain';
import { useId } from 'react';
import { useSpecies } from '../../../api/catalogue/list-species';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { LocalityPicker } from '../../../ui/locality-picker';
import { useRegions } from '../../../api/catalogue/list-regions';
import { DEFAULT_FILTERS, type TournamentFilters } from '../hooks/tournaments-api';
import { STATUS_LABELS } from './status-badge';

const LOCATION_LABELS: Record<RegionType, MessageKey> = {
  Global: 'tournaments.list.filters.global',
  Regional: 'tournaments.list.filters.regional',
  Local: 'tournaments.list.filters.local',
};

const LAPSE_LABELS: Record<TimeLapse, MessageKey> = {
  Weekly: 'tournaments.list.filters.weekly',
  Monthly: 'tournaments.list.filters.monthly',
  Annually: 'tournaments.list.filters.annually',
};

/** The statuses the feed filters by (drafts have their own list; deleted ones are never listed). */
const FILTER_STATUSES: TournamentStatus[] = ['Active', 'Current', 'Finished', 'Canceled'];

const ALL = 'all';

/**
 * The feed's filters (spec §2 Tournaments, §9 "Filter sections: location, species, lapse,
 * tournament"): location (any, Global, Regional with a region, Local with a region and a locality),
 * species, the time lapse around today and the status. Each change applies at once; changing the
 * location clears the places that no longer apply.
 */
export function TournamentFiltersPanel({
  value,
  onChange,
}: {
  value: TournamentFilters;
  /** Given an update of the filters before it (a state setter): changes can follow each other at once. */
  onChange(update: (previous: TournamentFilters) => TournamentFilters): void;
}) {
  const t = useT();
  const lapseLabel = useId();
  const species = useSpecies();
  const regions = useRegions(value.regionType === 'Regional');
  // The locality picker reports a new region and the cleared locality one after the other, before
  // the parent renders again: each change builds on the one before, not on the last render's value.
  const set = (change: Partial<TournamentFilters>) => onChange((previous) => ({ ...previous, ...change }));
  const changed = JSON.stringify(value) !== JSON.stringify(DEFAULT_FILTERS);
  return (
    <Fieldset legend={t('tournaments.list.filters.title')} radius="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <NativeSelect
            label={t('tournaments.list.filters.location')}
            data={[
              { value: ALL, label: t('tournaments.list.filters.anyLocation') },
              ...REGION_TYPES.map((type) => ({ value: type, label: t(LOCATION_LABELS[type]) })),
            ]}
            value={value.regionType ?? ALL}
            onChange={(event) => {
              const next = event.currentTarget.value;
              set({
                regionType: next !== ALL ? (next as RegionType) : null,
                regionName: null,
                localityUUID: null,
              });
            }}
          />
          {value.regionType === 'Regional' ? (
            <Select
              label={t('tournaments.list.filters.region')}
              searchable
              clearable
              data={(regions.data ?? []).map((region) => region.regionName)}
              value={value.regionName}
              onChange={(regionName) => set({ regionName, localityUUID: null })}
            />
          ) : null}
          {value.regionType === 'Local' ? (
            <LocalityPicker
              clearable
              region={{ value: value.regionName, onChange: (regionName) => set({ regionName }) }}
              locality={{
                value: value.localityUUID,
                onChange: (localityUUID) => set({ localityUUID }),
              }}
            />
          ) : null}
          <NativeSelect
            label={t('tournaments.list.filters.species')}
            data={[
              { value: ALL, label: t('tournaments.list.filters.anySpecies') },
              ...(species.data ?? []).map((fish) => ({ value: fish.fishUUID, label: fish.name })),
            ]}
            value={value.fishUUID ?? ALL}
            onChange={(event) => {
              const next = event.currentTarget.value;
              set({ fishUUID: next !== ALL ? next : null });
            }}
          />
          <NativeSelect
            label={t('tournaments.list.filters.status')}
            data={[
              { value: ALL, label: t('tournaments.list.filters.anyStatus') },
              ...FILTER_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) })),
            ]}
            value={value.status ?? ALL}
            onChange={(event) => {
              const next = event.currentTarget.value;
              set({ status: next !== ALL ? (next as TournamentStatus) : null });
            }}
          />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={lapseLabel}>
              {t('tournaments.list.filters.lapse')}
            </Text>
            <SegmentedControl
              aria-labelledby={lapseLabel}
              data={TIME_LAPSES.map((lapse) => ({ value: lapse, label: t(LAPSE_LABELS[lapse]) }))}
              value={value.timeLapse}
              onChange={(timeLapse) => set({ timeLapse: timeLapse as TimeLapse })}
            />
          </Stack>
          {changed ? (
            <Button variant="subtle" onClick={() => onChange(() => DEFAULT_FILTERS)}>
              {t('tournaments.list.filters.reset')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}
