import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { REGION_TYPES, TIME_LAPSES, type RegionType, type TimeLapse } from '@tightlines/domain';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { regionOptions, useRegions } from '../api/catalogue/list-regions';
import { useSpecies } from '../api/catalogue/list-species';
import { useT, type MessageKey } from '../i18n/use-t';

// The searchable pickers of a region and a locality load once their location is picked.
const RegionSelect = lazy(() => import('./region-select').then((m) => ({ default: m.RegionSelect })));
const LocalityPicker = lazy(() => import('./locality-picker').then((m) => ({ default: m.LocalityPicker })));

/** The filters every tournament list shares: where (a location, its region or locality), which species, when. */
export interface PlaceFilters {
  regionType: RegionType | null;
  regionName: string | null;
  localityUUID: string | null;
  fishUUID: string | null;
  timeLapse: TimeLapse;
}

const LOCATION_LABELS: Record<RegionType, MessageKey> = {
  Global: 'ui.filters.global',
  Regional: 'ui.filters.regional',
  Local: 'ui.filters.local',
};

/** The value of the "any" choice of a select. */
export const ANY = 'all';

/**
 * A tournament list's filters (spec §2 Tournaments and Judge screens): location (any, Global,
 * Regional with a region, Local with a region and a locality), species and the time lapse around
 * today, plus the list's own selects (`children`, in the same grid). Each change applies at once;
 * changing the location clears the places that no longer apply; Clear filters goes back to
 * `defaults`. Location and species are the browser's own selects (a phone's native picker).
 */
export function PlaceFiltersPanel<F extends PlaceFilters>({
  value,
  onChange,
  defaults,
  lapse,
  children,
}: {
  value: F;
  /** Given an update of the filters before it (a state setter): changes can follow each other at once. */
  onChange(update: (previous: F) => F): void;
  defaults: F;
  /** The time lapse's heading and the names of its choices, as the list's part of the spec says them. */
  lapse: { label: string; names: Record<TimeLapse, string> };
  children?: ReactNode;
}) {
  const t = useT();
  const lapseLabel = useId();
  const species = useSpecies();
  const regions = useRegions(value.regionType === 'Regional');
  // The locality picker reports a new region and the cleared locality one after the other, before
  // the parent renders again: each change builds on the one before, not on the last render's value.
  const set = (change: Partial<PlaceFilters>) => onChange((previous) => ({ ...previous, ...change }));
  const changed = JSON.stringify(value) !== JSON.stringify(defaults);
  return (
    <Fieldset legend={t('ui.filters.title')} radius="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: children ? 4 : 3 }}>
          <NativeSelect
            label={t('ui.filters.location')}
            data={[
              { value: ANY, label: t('ui.filters.anyLocation') },
              ...REGION_TYPES.map((type) => ({ value: type, label: t(LOCATION_LABELS[type]) })),
            ]}
            value={value.regionType ?? ANY}
            onChange={(event) => {
              const next = event.currentTarget.value;
              set({
                regionType: next !== ANY ? (next as RegionType) : null,
                regionName: null,
                localityUUID: null,
              });
            }}
          />
          {value.regionType === 'Regional' ? (
            <Suspense fallback={null}>
              <RegionSelect
                label={t('ui.filters.region')}
                data={regionOptions(regions.data)}
                value={value.regionName}
                onChange={(regionName) => set({ regionName, localityUUID: null })}
              />
            </Suspense>
          ) : null}
          {value.regionType === 'Local' ? (
            <Suspense fallback={null}>
              <LocalityPicker
                clearable
                region={{ value: value.regionName, onChange: (regionName) => set({ regionName }) }}
                locality={{ value: value.localityUUID, onChange: (localityUUID) => set({ localityUUID }) }}
              />
            </Suspense>
          ) : null}
          <NativeSelect
            label={t('ui.filters.species')}
            data={[
              { value: ANY, label: t('ui.filters.anySpecies') },
              ...(species.data ?? []).map((fish) => ({ value: fish.fishUUID, label: fish.name })),
            ]}
            value={value.fishUUID ?? ANY}
            onChange={(event) => {
              const next = event.currentTarget.value;
              set({ fishUUID: next !== ANY ? next : null });
            }}
          />
          {children}
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={lapseLabel}>
              {lapse.label}
            </Text>
            <SegmentedControl
              aria-labelledby={lapseLabel}
              data={TIME_LAPSES.map((choice) => ({ value: choice, label: lapse.names[choice] }))}
              value={value.timeLapse}
              onChange={(timeLapse) => set({ timeLapse: timeLapse as TimeLapse })}
            />
          </Stack>
          {changed ? (
            <Button variant="subtle" onClick={() => onChange(() => defaults)}>
              {t('ui.filters.reset')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}
