import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCountries } from '../../../api/catalogue/list-countries';
import { useStates } from '../hooks/catalogue';
import type { UserFormValues } from './user-form-values';

/** Address (spec §3 addressInfo): country and state from the catalogue, street and city typed. */
export function AddressFields({ form }: { form: UseFormReturnType<UserFormValues> }) {
  const countries = useCountries();
  const countryName = form.getValues().countryName;
  const states = useStates(countryName);
  const stateNames = (states.data ?? []).map((state) => state.name);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Address" autoComplete="street-address" {...form.getInputProps('address1')} />
      <Select
        label="Country"
        searchable
        clearable
        nothingFoundMessage="No country matches"
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
          label="State or province"
          searchable
          clearable
          disabled={!countryName}
          nothingFoundMessage="No state matches"
          data={stateNames}
          {...form.getInputProps('stateName')}
          value={form.getValues().stateName || null}
          onChange={(value) => form.setFieldValue('stateName', value ?? '')}
        />
      ) : (
        <TextInput label="State or province" {...form.getInputProps('stateName')} />
      )}
      <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('cityName')} />
    </SimpleGrid>
  );
}
