import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useNamedCatalogue } from '../hooks/catalogue';
import type { BoatFormValues } from './boat-form-values';

/** The boat's motor (spec §3 "Motor"): make and model needed, speeds in knots. */
export function MotorFields({ form }: { form: UseFormReturnType<BoatFormValues> }) {
  const makes = useNamedCatalogue('/motors/makes');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label="Motor make"
        required
        searchable
        data={makes.data ?? []}
        {...form.getInputProps('motorMakeName')}
      />
      <TextInput label="Motor model" required {...form.getInputProps('motorModel')} />
      {/* Out-of-range values stay as typed and the form says why: never pulled into range on blur. */}
      <NumberInput
        clampBehavior="none"
        label="Top speed (kn)"
        min={0}
        max={300}
        decimalScale={1}
        {...form.getInputProps('topSpeed')}
      />
      <NumberInput
        clampBehavior="none"
        label="Cruise speed (kn)"
        min={0}
        max={300}
        decimalScale={1}
        {...form.getInputProps('cruiseSpeed')}
      />
      <NumberInput
        clampBehavior="none"
        label="Load (%)"
        min={0}
        max={100}
        decimalScale={0}
        {...form.getInputProps('loadPercentage')}
      />
      <NumberInput
        clampBehavior="none"
        label="Fuel use (gph)"
        min={0}
        max={1000}
        decimalScale={1}
        {...form.getInputProps('gph')}
      />
    </SimpleGrid>
  );
}
