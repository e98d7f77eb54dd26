import { MultiSelect, NumberInput, Radio, Select, Stack } from '@mantine/core';
import { REGION_TYPES, type RegionType } from '@tightlines/domain';
import { useMemo, useState } from 'react';
import { regionOptions, useLocalities, useRegions } from '../../../../api/catalogue/list-regions';
import { useT, type MessageKey } from '../../../../i18n/use-t';
import { withRegionType, type LocalityChoice } from '../wizard-values';
import { timeZones } from '../zoned-time';
import type { WizardForm } from './wizard-form';

const TYPE_TEXT: Record<RegionType, [MessageKey, MessageKey]> = {
  Global: ['tournaments.wizard.location.global', 'tournaments.wizard.location.globalHint'],
  Regional: ['tournaments.wizard.location.regional', 'tournaments.wizard.location.regionalHint'],
  Local: ['tournaments.wizard.location.local', 'tournaments.wizard.location.localHint'],
};

/**
 * Section 2: Global, Regional (regions) or Local (localities), and the official time zone (spec §5:
 * Regional needs a region and a zone, Local a locality and a zone; Global runs on UTC). Changing the
 * type clears what no longer applies (spec §4).
 */
export function LocationSection({ form }: { form: WizardForm }) {
  const t = useT();
  const { regionType, officialTournamentTimeZone: zone, localities } = form.values;
  const regions = useRegions();
  const [browsed, setBrowsed] = useState<string | null>(localities[0]?.regionName ?? null);
  const regionLocalities = useLocalities(regionType === 'Local' ? browsed : null);
  const zones = useMemo(() => timeZones(), []);

  const localityOptions = useMemo(() => {
    // The chosen ones stay listed whichever region is browsed, so they stay shown.
    const byId = new Map<string, LocalityChoice>(
      localities.map((locality) => [locality.localityUUID, locality]),
    );
    for (const locality of regionLocalities.data ?? []) byId.set(locality.localityUUID, locality);
    return byId;
  }, [localities, regionLocalities.data]);

  const handleLocalities = (ids: string[]) => {
    const chosen = ids.flatMap((id) => localityOptions.get(id) ?? []);
    form.setFieldValue(
      'localities',
      chosen.map(({ localityUUID, localityName, regionName }) => ({
        localityUUID,
        localityName,
        regionName,
      })),
    );
    // The first locality's own zone is the likely official one, when none was picked yet.
    const first = (regionLocalities.data ?? []).find((locality) => ids.includes(locality.localityUUID));
    if (first && !localities.length && first.timeZone)
      form.setFieldValue('officialTournamentTimeZone', first.timeZone);
  };

  return (
    <Stack>
      <Radio.Group
        label={t('tournaments.wizard.location.type')}
        required
        value={regionType}
        onChange={(value) => form.setValues(withRegionType(form.getValues(), value as RegionType))}
        error={form.errors.regionType}
      >
        <Stack gap="xs" mt="xs">
          {REGION_TYPES.map((type) => (
            <Radio
              key={type}
              value={type}
              label={t(TYPE_TEXT[type][0])}
              description={t(TYPE_TEXT[type][1])}
            />
          ))}
        </Stack>
      </Radio.Group>
      {regionType === 'Regional' ? (
        <MultiSelect
          label={t('tournaments.wizard.location.regions')}
          required
          searchable
          nothingFoundMessage={t('tournaments.wizard.location.nothingFound')}
          data={regionOptions(regions.data)}
          {...form.getInputProps('regionNames')}
        />
      ) : null}
      {regionType === 'Local' ? (
        <>
          <Select
            label={t('tournaments.wizard.location.browseRegion')}
            searchable
            nothingFoundMessage={t('tournaments.wizard.location.nothingFound')}
            data={regionOptions(regions.data)}
            value={browsed}
            onChange={setBrowsed}
          />
          <MultiSelect
            label={t('tournaments.wizard.location.localities')}
            required
            searchable
            description={browsed ? undefined : t('tournaments.wizard.location.pickRegionFirst')}
            nothingFoundMessage={t('tournaments.wizard.location.nothingFound')}
            data={[...localityOptions.values()].map((locality) => ({
              value: locality.localityUUID,
              label: locality.localityName,
            }))}
            value={localities.map((locality) => locality.localityUUID)}
            onChange={handleLocalities}
            error={form.errors.localities}
          />
        </>
      ) : null}
      {regionType ? (
        <Select
          label={t('tournaments.wizard.location.timeZone')}
          description={
            regionType === 'Global'
              ? t('tournaments.wizard.location.timeZoneGlobal')
              : t('tournaments.wizard.location.timeZoneHint')
          }
          required
          searchable
          disabled={regionType === 'Global'}
          data={zones}
          value={regionType === 'Global' ? 'UTC' : zone}
          onChange={(value) => form.setFieldValue('officialTournamentTimeZone', value ?? '')}
          error={form.errors.officialTournamentTimeZone}
          limit={50}
        />
      ) : null}
      {regionType && regionType !== 'Global' ? (
        <NumberInput
          label={t('tournaments.wizard.location.radius')}
          description={t('tournaments.wizard.location.radiusHint')}
          min={1}
          max={1000}
          allowDecimal={false}
          {...form.getInputProps('fishingRadiusNm')}
        />
      ) : null}
    </Stack>
  );
}
