import { NumberInput, Select, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { unitLabel, type SizeUnitId } from '@tightlines/domain';
import { useNamedCatalogue } from '../hooks/catalogue';
import type { BoatFormValues } from './boat-form-values';

/** The propeller model (spec §3 "Model"): manufacturer needed, diameter and pitch in the user's unit. */
export function PropellerFields({
  form,
  unit,
}: {
  form: UseFormReturnType<BoatFormValues>;
  unit: SizeUnitId;
}) {
  const manufacturers = useNamedCatalogue('/propellers/manufacturers');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label="Propeller manufacturer"
        required
        searchable
        data={manufacturers.data ?? []}
        {...form.getInputProps('propellerManufacterName')}
      />
      <NumberInput
        clampBehavior="none"
        label="Blades"
        min={1}
        max={12}
        allowDecimal={false}
        {...form.getInputProps('blades')}
      />
      <NumberInput
        clampBehavior="none"
        label={`Diameter (${unitLabel(unit)})`}
        min={0}
        decimalScale={2}
        {...form.getInputProps('propellerDiameter')}
      />
      <NumberInput
        clampBehavior="none"
        label={`Pitch (${unitLabel(unit)})`}
        min={0}
        decimalScale={2}
        {...form.getInputProps('propellerPitch')}
      />
      <Textarea
        label="Characteristics"
        autosize
        minRows={2}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('modelCharacteristics')}
      />
    </SimpleGrid>
  );
}
