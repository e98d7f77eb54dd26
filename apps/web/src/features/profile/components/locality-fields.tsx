import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLocalities, useRegions } from '../hooks/catalogue';
import type { UserFormValues } from './user-form-values';

/** The locality (spec §5 "Locality setting"), picked by region then locality, like the locality prompt. */
export function LocalityFields({
  form,
  currentName,
}: {
  form: UseFormReturnType<UserFormValues>;
  currentName: string | null;
}) {
  const regionName = form.getValues().regionName ?? '';
  const regions = useRegions();
  const localities = useLocalities(regionName);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label="Fishing region"
        description={currentName ? `Your locality: ${currentName}` : 'No locality yet'}
        searchable
        data={(regions.data ?? []).map((region) => region.regionName)}
        {...form.getInputProps('regionName')}
        onChange={(value) => {
          form.setFieldValue('regionName', value);
          form.setFieldValue('localityUUID', null);
        }}
      />
      <Select
        label="Locality"
        searchable
        disabled={!regionName}
        data={(localities.data ?? []).map((locality) => ({
          value: locality.localityUUID,
          label: locality.localityName,
        }))}
        {...form.getInputProps('localityUUID')}
      />
    </SimpleGrid>
  );
}
