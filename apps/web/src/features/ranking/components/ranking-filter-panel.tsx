import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  RANKING_CATEGORY_VALUES,
  RANKING_LOCATION_VALUES,
  RANKING_RANGE_VALUES,
  RANKING_WATER_VALUES,
  ZRankingQuery,
  type RankingCategory,
  type RankingLocation,
  type RankingRangeValue,
  type RankingWater,
} from '@tightlines/domain';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { regionOptions, useRegions } from '../../../api/catalogue/list-regions';
import { useSpecies } from '../../../api/catalogue/list-species';
import type { RankingFilter } from '../../../api/rankings/rankings';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { fieldOfError } from '../../../ui/field-errors';
import { localizedResolver } from '../../../ui/localized-resolver';
import { errorMessage } from '../../../ui/spec-message';

// The searchable pickers of a region and a locality load once their location is picked.
const RegionSelect = lazy(() =>
  import('../../../ui/region-select').then((m) => ({ default: m.RegionSelect })),
);
const LocalityPicker = lazy(() =>
  import('../../../ui/locality-picker').then((m) => ({ default: m.LocalityPicker })),
);

export const CATEGORY_LABELS: Record<RankingCategory, MessageKey> = {
  boats: 'ranking.category.boats',
  captains: 'ranking.category.captains',
  mates: 'ranking.category.mates',
  anglers: 'ranking.category.anglers',
};
export const RANGE_LABELS: Record<RankingRangeValue, MessageKey> = {
  daily: 'ranking.range.daily',
  weekly: 'ranking.range.weekly',
  monthly: 'ranking.range.monthly',
  annually: 'ranking.range.annually',
};
export const WATER_LABELS: Record<RankingWater, MessageKey> = {
  all: 'ranking.water.all',
  billfish: 'ranking.water.billfish',
  'non-billfish': 'ranking.water.nonBillfish',
};
const LOCATION_LABELS: Record<RankingLocation, MessageKey> = {
  global: 'ui.filters.global',
  regional: 'ui.filters.regional',
  local: 'ui.filters.local',
};

/** The value of the "any species" choice. */
const ANY = 'any';

/** The filter as the API's query (null is "not given"), so the form checks it by the API's own schema. */
const asQuery = (filter: RankingFilter) =>
  Object.fromEntries(
    Object.entries({ ...filter, verified: String(filter.verified) }).filter(([, value]) => value !== null),
  );

const validate = localizedResolver(ZRankingQuery);

/**
 * The ranking's filter panel (spec §2 Ranking): category, date range and a day inside it, species,
 * water type and location with its region or locality. Nothing applies until Apply: the page copies
 * the filter into the address and reloads. Checked by the API's schema before it is applied, and a
 * refusal of the API (`refusal`) shows next to the field it names; what was chosen stays.
 */
export function RankingFilterPanel({
  id,
  value,
  refusal,
  notice,
  onApply,
}: {
  id: string;
  value: RankingFilter;
  /** The API's refusal of the filter applied, if it refused one. */
  refusal: unknown;
  /** Why the panel opened by itself (an empty result). */
  notice?: ReactNode;
  onApply(filter: RankingFilter): void;
}) {
  const t = useT();
  const species = useSpecies();
  const form = useForm<RankingFilter>({
    mode: 'controlled',
    initialValues: value,
    validate: (values) => validate(asQuery(values)),
  });
  const location = form.values.location;
  const regions = useRegions(location === 'regional');

  useEffect(() => {
    const field = fieldOfError(refusal, form.getValues());
    if (field) form.setFieldError(field, errorMessage(refusal));
    // Only a new refusal is shown; the form's own errors are its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  const select = <K extends 'category' | 'range' | 'water' | 'location'>(
    key: K,
    values: readonly RankingFilter[K][],
    labels: Record<RankingFilter[K], MessageKey>,
  ) => ({
    ...form.getInputProps(key),
    data: values.map((option) => ({ value: option, label: t(labels[option]) })),
  });

  return (
    <Paper id={id} withBorder radius="lg" p="md" component="section" aria-label={t('ranking.filters.title')}>
      <form onSubmit={form.onSubmit(onApply)} noValidate>
        <Stack gap="md">
          {notice}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <NativeSelect
              label={t('ranking.filters.category')}
              {...select('category', RANKING_CATEGORY_VALUES, CATEGORY_LABELS)}
            />
            <NativeSelect
              label={t('ranking.filters.range')}
              {...select('range', RANKING_RANGE_VALUES, RANGE_LABELS)}
            />
            <TextInput
              type="date"
              label={t('ranking.filters.date')}
              description={t('ranking.filters.dateHint')}
              {...form.getInputProps('date')}
              value={form.values.date ?? ''}
              onChange={(event) => form.setFieldValue('date', event.currentTarget.value || null)}
            />
            <NativeSelect
              label={t('ui.filters.species')}
              data={[
                { value: ANY, label: t('ui.filters.anySpecies') },
                ...(species.data ?? []).map((fish) => ({ value: fish.fishUUID, label: fish.name })),
              ]}
              {...form.getInputProps('species')}
              value={form.values.species ?? ANY}
              onChange={(event) => {
                const next = event.currentTarget.value;
                form.setFieldValue('species', next !== ANY ? next : null);
              }}
            />
            <NativeSelect
              label={t('ranking.filters.water')}
              {...select('water', RANKING_WATER_VALUES, WATER_LABELS)}
            />
            <NativeSelect
              label={t('ui.filters.location')}
              {...select('location', RANKING_LOCATION_VALUES, LOCATION_LABELS)}
              onChange={(event) => {
                form.setValues({
                  location: event.currentTarget.value as RankingLocation,
                  region: null,
                  locality: null,
                });
              }}
            />
            {location === 'regional' ? (
              <Suspense fallback={null}>
                <RegionSelect
                  label={t('ui.filters.region')}
                  data={regionOptions(regions.data)}
                  {...form.getInputProps('region')}
                />
              </Suspense>
            ) : null}
            {location === 'local' ? (
              <Suspense fallback={null}>
                <LocalityPicker
                  clearable
                  region={{
                    ...form.getInputProps('region'),
                    onChange: (region) => form.setFieldValue('region', region),
                  }}
                  locality={{
                    ...form.getInputProps('locality'),
                    onChange: (locality) => form.setFieldValue('locality', locality),
                  }}
                />
              </Suspense>
            ) : null}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit">{t('ranking.filters.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
