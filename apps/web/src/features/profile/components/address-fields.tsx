import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCountries } from '../../../api/catalogue/list-countries';
import { useStates } from '../hooks/catalogue';
import type { UserFormValues } from './user-form-values';
import { useT } from '../../../i18n/use-t';

/** Address (spec §3 addressInfo): country and state from the catalogue, street and city typed. */
export function AddressFields({ form }: { form: UseFormReturnType<UserFormValues> }) {
  const t = useT();
  const countries = useCountries();
  const countryName = form.getValues().countryName;
  const states = useStates(countryName);
  const stateNames = (states.data ?? []).map((state) => state.name);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('profile.about.address')}
        autoComplete="street-address"
        {...form.getInputProps('address1')}
      />
      <Select
        label={t('profile.country')}
        searchable
        clearable
        nothingFoundMessage={t('profile.noCountry')}
        data={(countries.data ?? []).map((country) => country.name)}
        {...form.getInputProps('countryName')}
        value={countryName || null}
        onChange={(value) => {
          form.setFieldValue('countryName', value ?? '');
          form.setFieldValue('stateName', '');
        }}
      />
      {stateNames.length > 0 || !countryName ? (
        <Select
          label={t('profile.address.stateOrProvince')}
          searchable
          clearable
          disabled={!countryName}
          nothingFoundMessage={t('profile.address.noState')}
          data={stateNames}
          {...form.getInputProps('stateName')}
          value={form.getValues().stateName || null}
          onChange={(value) => form.setFieldValue('stateName', value ?? '')}
        />
      ) : (
        <TextInput label={t('profile.address.stateOrProvince')} {...form.getInputProps('stateName')} />
      )}
      <TextInput
        label={t('profile.address.city')}
        autoComplete="address-level2"
        {...form.getInputProps('cityName')}
      />
    </SimpleGrid>
  );
}
