import { Button, Fieldset, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { REGION_TYPES, TIME_LAPSES, type RegionType, type TimeLapse } from '@tightlines/domain';
import { useId } from 'react';
import { useRegions } from '../../../api/catalogue/list-regions';
import { useSpecies } from '../../../api/catalogue/list-species';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { LocalityPicker } from '../../../ui/locality-picker';
import { DEFAULT_JUDGE_FILTERS, type JudgeTournamentFilters } from '../hooks/list-judge-tournaments';

const LOCATION_LABELS: Record<RegionType, MessageKey> = {
  Global: 'judging.filters.global',
  Regional: 'judging.filters.regional',
  Local: 'judging.filters.local',
};

const LAPSE_LABELS: Record<TimeLapse, MessageKey> = {
  Weekly: 'judging.filters.weekly',
  Monthly: 'judging.filters.monthly',
  Annually: 'judging.filters.yearly',
};

const ALL = 'all';

/**
 * The judge list's filters (spec §2 Judge screens): location (with its region or locality),
 * species and the date range around today (weekly by default, spec §9). Each change applies at once.
 */
export function JudgeTournamentFiltersPanel({
  value,
  onChange,
}: {
  value: JudgeTournamentFilters;
  onChange(update: (previous: JudgeTournamentFilters) => JudgeTournamentFilters): void;
}) {
  const t = useT();
  const lapseLabel = useId();
  const species = useSpecies();
  const regions = useRegions(value.regionType === 'Regional');
  const set = (change: Partial<JudgeTournamentFilters>) =>
    onChange((previous) => ({ ...previous, ...change }));
  const changed = JSON.stringify(value) !== JSON.stringify(DEFAULT_JUDGE_FILTERS);
  return (
    <Fieldset legend={t('judging.filters.title')} radius="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Select
            label={t('judging.filters.location')}
            data={[
              { value: ALL, label: t('judging.filters.anyLocation') },
              ...REGION_TYPES.map((type) => ({ value: type, label: t(LOCATION_LABELS[type]) })),
            ]}
            value={value.regionType ?? ALL}
            allowDeselect={false}
            onChange={(next) =>
              set({
                regionType: next && next !== ALL ? (next as RegionType) : null,
                regionName: null,
                localityUUID: null,
              })
            }
          />
          {value.regionType === 'Regional' ? (
            <Select
              label={t('judging.filters.region')}
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
              locality={{ value: value.localityUUID, onChange: (localityUUID) => set({ localityUUID }) }}
            />
          ) : null}
          <Select
            label={t('judging.filters.species')}
            searchable
            clearable
            placeholder={t('judging.filters.anySpecies')}
            data={(species.data ?? []).map((fish) => ({ value: fish.fishUUID, label: fish.name }))}
            value={value.fishUUID}
            onChange={(fishUUID) => set({ fishUUID })}
          />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={lapseLabel}>
              {t('judging.filters.dateRange')}
            </Text>
            <SegmentedControl
              aria-labelledby={lapseLabel}
              data={TIME_LAPSES.map((lapse) => ({ value: lapse, label: t(LAPSE_LABELS[lapse]) }))}
              value={value.timeLapse}
              onChange={(timeLapse) => set({ timeLapse: timeLapse as TimeLapse })}
            />
          </Stack>
          {changed ? (
            <Button variant="subtle" onClick={() => onChange(() => DEFAULT_JUDGE_FILTERS)}>
              {t('judging.filters.reset')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}
