import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Pill,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ACTIVITY_SOURCE,
  addBoatName,
  EXPERIENCE_YEARS_MAX,
  ROLE_NAMES,
  ZExperienceInput,
  type Experience,
} from '@tightlines/domain';
import { useState } from 'react';
import { z } from 'zod';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { useCountries } from '../../../api/catalogue/list-countries';
import { useNamedCatalogue } from '../hooks/catalogue';
import { useSaveExperience } from '../hooks/save-experience';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useT } from '../../../i18n/use-t';
import { roleLabel } from './role-label';
import { specMessage } from '../../../ui/spec-message';

/**
 * The API's experience as the inputs hold it: years '' while empty, countries by code, boats by
 * name. Its output is what the API takes (years at most 99, boat names tidied).
 */
const experienceForm = ZExperienceInput.pick({ fishingTypeName: true, roleName: true }).extend({
  years: z.preprocess((value) => (value === '' ? undefined : value), ZExperienceInput.shape.years),
  countries: z.preprocess(
    (codes) => (Array.isArray(codes) ? codes.map((code: unknown) => ({ code })) : codes),
    ZExperienceInput.shape.countries,
  ),
  boats: z.preprocess(
    (names) => (Array.isArray(names) ? names.map((name: unknown) => ({ name })) : names),
    ZExperienceInput.shape.boats,
  ),
});

type ExperienceFormOutput = z.output<typeof experienceForm>;

interface Values {
  fishingTypeName: string;
  roleName: string;
  years: number | string;
  countries: string[];
  boats: string[];
}

/**
 * The edit-fishing-experience form (spec §5): type, role and years needed, years at most 99 (more
 * is said at the field and left as typed, to correct), a boat added once and only when not empty. New experiences are saved as Fulltime by the server.
 */
export function ExperienceForm({ experience, onDone }: { experience?: Experience; onDone(): void }) {
  const t = useT();
  const [boatName, setBoatName] = useState('');
  const fishingTypes = useNamedCatalogue('/fishingTypes');
  const countries = useCountries();
  const save = useSaveExperience(experience);
  const form = useForm<Values, ExperienceFormOutput>({
    initialValues: {
      fishingTypeName: experience?.fishingTypeName ?? '',
      roleName: experience?.roleName ?? '',
      years: experience?.years ?? '',
      countries: experience?.countries.map((country) => country.code) ?? [],
      boats: experience?.boats.map((boat) => boat.name) ?? [],
    },
    validate: localizedResolver(experienceForm),
    transformValues: (values) => experienceForm.parse(values),
  });
  const boats = form.getValues().boats;

  const handleAddBoat = () => {
    form.setFieldValue('boats', addBoatName(boats, boatName));
    setBoatName('');
  };

  const handleSubmit = async (values: ExperienceFormOutput) => {
    try {
      await save.mutateAsync({
        ...values,
        ...(experience ? { workTypeName: experience.workTypeName } : {}),
        activitySourceName: ACTIVITY_SOURCE,
      });
      onDone();
      showSuccess(specMessage('experienceEditSuccess'));
    } catch (error) {
      showOnField(form)(error);
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('profile.experience.fishingType')}
            required
            data={fishingTypes.data ?? []}
            {...form.getInputProps('fishingTypeName')}
          />
          <Select
            label={t('profile.experience.role')}
            required
            data={ROLE_NAMES.map((role) => ({ value: role, label: roleLabel(t, role) }))}
            {...form.getInputProps('roleName')}
          />
          <NumberInput
            label={t('profile.experience.yearsLabel')}
            required
            min={0}
            max={EXPERIENCE_YEARS_MAX}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('years')}
          />
          <MultiSelect
            label={t('profile.experience.countriesLabel')}
            searchable
            nothingFoundMessage={t('profile.noCountry')}
            data={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
            {...form.getInputProps('countries')}
          />
        </SimpleGrid>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('profile.experience.boatsFishedOn')}
            style={{ flex: 1 }}
            value={boatName}
            onChange={(event) => setBoatName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                handleAddBoat();
              }
            }}
          />
          <Button variant="default" onClick={handleAddBoat} disabled={!boatName.trim()}>
            {t('profile.experience.addBoatName')}
          </Button>
        </Group>
        {boats.length > 0 ? (
          <Pill.Group aria-label={t('profile.experience.boatsFishedOn')}>
            {boats.map((name) => (
              <Pill
                key={name}
                withRemoveButton
                removeButtonProps={{ 'aria-label': t('profile.experience.removeNamed', { name }) }}
                onRemove={() =>
                  form.setFieldValue(
                    'boats',
                    boats.filter((boat) => boat !== name),
                  )
                }
              >
                {name}
              </Pill>
            ))}
          </Pill.Group>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('profile.experience.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
