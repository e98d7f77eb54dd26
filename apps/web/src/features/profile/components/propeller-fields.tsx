import { NumberInput, Select, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { unitLabel, type SizeUnitId } from '@tightlines/domain';
import { useNamedCatalogue } from '../hooks/catalogue';
import type { BoatFormValues } from './boat-form-values';
import { useT } from '../../../i18n/use-t';

/** The propeller model (spec §3 "Model"): manufacturer needed, diameter and pitch in the user's unit. */
export function PropellerFields({
  form,
  unit,
}: {
  form: UseFormReturnType<BoatFormValues>;
  unit: SizeUnitId;
}) {
  const t = useT();
  const manufacturers = useNamedCatalogue('/propellers/manufacturers');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('profile.boatForm.propellerManufacturer')}
        required
        searchable
        data={manufacturers.data ?? []}
        {...form.getInputProps('propellerManufacterName')}
      />
      <NumberInput
        clampBehavior="none"
        label={t('profile.boatForm.blades')}
        min={1}
        max={12}
        allowDecimal={false}
        {...form.getInputProps('blades')}
      />
      <NumberInput
        clampBehavior="none"
        label={t('profile.boatForm.diameter', { unit: unitLabel(unit) })}
        min={0}
        decimalScale={2}
        {...form.getInputProps('propellerDiameter')}
      />
      <NumberInput
        clampBehavior="none"
        label={t('profile.boatForm.pitch', { unit: unitLabel(unit) })}
        min={0}
        decimalScale={2}
        {...form.getInputProps('propellerPitch')}
      />
      <Textarea
        label={t('profile.boatForm.characteristics')}
        autosize
        minRows={2}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('modelCharacteristics')}
      />
    </SimpleGrid>
  );
}
