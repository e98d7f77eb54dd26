import { MultiSelect } from '@mantine/core';
import { useSpecies } from '../../../../api/catalogue/list-species';
import { useT } from '../../../../i18n/use-t';
import type { WizardForm } from './wizard-form';

/** Section 7: the species that count, from the catalogue (at least one). */
export function SpeciesSection({ form }: { form: WizardForm }) {
  const t = useT();
  const species = useSpecies();
  return (
    <MultiSelect
      label={t('tournaments.wizard.species.label')}
      description={t('tournaments.wizard.species.hint')}
      required
      searchable
      nothingFoundMessage={t('tournaments.wizard.location.nothingFound')}
      data={(species.data ?? []).map((fish) => ({ value: fish.fishUUID, label: fish.name }))}
      {...form.getInputProps('fishes')}
    />
  );
}
