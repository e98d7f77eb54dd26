import { Select } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { regionOptions, useLocalities, useRegions } from '../api/catalogue/list-regions';
import { useT } from '../i18n/use-t';

/** A Select's value, change handler and error: what a form's `getInputProps` gives, or a state's. */
export interface PickerBinding {
  value?: string | null;
  onChange(value: string | null): void;
  error?: ReactNode;
  onFocus?(): void;
  onBlur?(): void;
}

/**
 * A locality (spec §5 "Locality setting"), picked by region then one of the region's localities:
 * the one picker of the locality prompt, the profile and the session form. Choosing another region
 * clears the locality. The region is the caller's (`region`, a form field) or, without it, kept here.
 * It renders the two selects only, laid out by the caller (side by side, or in a stack).
 */
export function LocalityPicker({
  locality,
  region,
  regionLabel,
  regionDescription,
  clearable = false,
  enabled = true,
}: {
  /** The locality's UUID. */
  locality: PickerBinding;
  /** The region's name, when the caller keeps it. */
  region?: PickerBinding;
  regionLabel?: string;
  regionDescription?: ReactNode;
  clearable?: boolean;
  /** False waits to load the regions until they are needed (a modal not yet open). */
  enabled?: boolean;
}) {
  const t = useT();
  const [ownRegionName, setOwnRegionName] = useState<string | null>(null);
  const regionName = (region ? region.value : ownRegionName) ?? null;
  const regions = useRegions(enabled);
  const localities = useLocalities(regionName, enabled);
  return (
    <>
      <Select
        label={regionLabel ?? t('ui.locality.region')}
        description={regionDescription}
        searchable
        clearable={clearable}
        data={regionOptions(regions.data)}
        value={regionName}
        error={region?.error}
        onFocus={region?.onFocus}
        onBlur={region?.onBlur}
        onChange={(name) => {
          if (region) region.onChange(name);
          else setOwnRegionName(name);
          locality.onChange(null);
        }}
      />
      <Select
        label={t('ui.locality.locality')}
        searchable
        clearable={clearable}
        disabled={!regionName}
        data={(localities.data ?? []).map((item) => ({
          value: item.localityUUID,
          label: item.localityName,
        }))}
        value={locality.value ?? null}
        onChange={locality.onChange}
        error={locality.error}
        onFocus={locality.onFocus}
        onBlur={locality.onBlur}
      />
    </>
  );
}
