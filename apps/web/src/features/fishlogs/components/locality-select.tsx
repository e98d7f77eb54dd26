import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Locality, Region } from '@tightlines/domain';
import { useState } from 'react';
import { apiRequest } from '../../../api/client';

/** Where the session was fished: a region, then one of its localities (optional). */
export function LocalitySelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (localityUUID: string | null) => void;
}) {
  const [regionName, setRegionName] = useState<string | null>(null);
  const regions = useQuery({
    queryKey: ['catalogue', 'regions'],
    queryFn: ({ signal }) => apiRequest<Region[]>('/regions', { signal }),
    staleTime: 10 * 60_000,
  });
  const localities = useQuery({
    queryKey: ['catalogue', 'localities', regionName ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<Locality[]>(`/regions/${encodeURIComponent(regionName ?? '')}/localities`, { signal }),
    enabled: Boolean(regionName),
    staleTime: 10 * 60_000,
  });
  return (
    <Group grow gap="xs">
      <Select
        label="Region"
        searchable
        clearable
        data={(regions.data ?? []).map((region) => region.regionName)}
        value={regionName}
        onChange={(name) => {
          setRegionName(name);
          onChange(null);
        }}
      />
      <Select
        label="Locality"
        searchable
        clearable
        disabled={!regionName}
        data={(localities.data ?? []).map((locality) => ({
          value: locality.localityUUID,
          label: locality.localityName,
        }))}
        value={value}
        onChange={onChange}
      />
    </Group>
  );
}
