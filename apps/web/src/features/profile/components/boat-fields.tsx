import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { unitLabel, type SizeUnitId } from '@tightlines/domain';
import { useCountries } from '../../../api/catalogue/list-countries';
import { useNamedCatalogue } from '../hooks/catalogue';
import type { BoatFormValues } from './boat-form-values';
import { useT } from '../../../i18n/use-t';

/**
 * The boat itself: names and numbers, type and make from the catalogue, size in the user's unit.
 * Only the owner names the captain (`captainLocked` for the captain editing someone else's boat);
 * someone newly named captains only after accepting.
 */
export function BoatFields({
  form,
  unit,
  captainLocked = false,
}: {
  form: UseFormReturnType<BoatFormValues>;
  unit: SizeUnitId;
  captainLocked?: boolean;
}) {
  const t = useT();
  const types = useNamedCatalogue('/boats/types');
  const makes = useNamedCatalogue('/boats/makes');
  const countries = useCountries();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('profile.boatForm.boatName')} required {...form.getInputProps('boatName')} />
      <TextInput label={t('profile.boatForm.hullNumber')} required {...form.getInputProps('hullNumber')} />
      <Select
        label={t('profile.boatForm.boatType')}
        required
        searchable
        data={types.data ?? []}
        {...form.getInputProps('typeName')}
      />
      <Select
        label={t('profile.boatForm.make')}
        searchable
        clearable
        data={makes.data ?? []}
        {...form.getInputProps('boatMakeName')}
        value={form.getValues().boatMakeName || null}
        onChange={(value) => form.setFieldValue('boatMakeName', value ?? '')}
      />
      <Select
        label={t('profile.country')}
        required
        searchable
        nothingFoundMessage={t('profile.noCountry')}
        data={(countries.data ?? []).map((country) => country.name)}
        {...form.getInputProps('countryName')}
      />
      <TextInput
        label={t('profile.boatForm.captainEmail')}
        type="email"
        required
        disabled={captainLocked}
        description={captainLocked ? t('profile.boatForm.captainLocked') : t('profile.boatForm.captainNamed')}
        {...form.getInputProps('captainEmail')}
      />
      <NumberInput
        clampBehavior="none"
        label={t('profile.boatForm.size', { unit: unitLabel(unit) })}
        min={0}
        decimalScale={2}
        {...form.getInputProps('size')}
      />
    </SimpleGrid>
  );
}
