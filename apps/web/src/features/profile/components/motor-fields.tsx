import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useNamedCatalogue } from '../hooks/catalogue';
import type { BoatFormValues } from './boat-form-values';
import { useT } from '../../../i18n/use-t';

/** The boat's motor (spec §3 "Motor"): make and model needed, speeds in knots. */
export function MotorFields({ form }: { form: UseFormReturnType<BoatFormValues> }) {
  const t = useT();
  const makes = useNamedCatalogue('/motors/makes');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('profile.boatForm.motorMake')}
        required
        searchable
        data={makes.data ?? []}
        {...form.getInputProps('motorMakeName')}
      />
      <TextInput label={t('profile.boatForm.motorModel')} required {...form.getInputProps('motorModel')} />
      {/* Out-of-range values stay as typed and the form says why: never pulled into range on blur. */}
      <NumberInput
        clampBehavior="none"
        label={t('profile.boatForm.topSpeed')}
        min={0}
        max={300}
        decimalScale={1}
        {...form.getInputProps('topSpeed')}
      />
      <NumberInput
        clampBehavior="none"
        label={t('profile.boatForm.cruiseSpeed')}
        min={0}
        max={300}
        decimalScale={1}
        {...form.getInputProps('cruiseSpeed')}
      />
      <NumberInput
        clampBehavior="none"
        label={t('profile.boatForm.load')}
        min={0}
        max={100}
        decimalScale={0}
        {...form.getInputProps('loadPercentage')}
      />
      <NumberInput
        clampBehavior="none"
        label={t('profile.boatForm.fuelUse')}
        min={0}
        max={1000}
        decimalScale={1}
        {...form.getInputProps('gph')}
      />
    </SimpleGrid>
  );
}
