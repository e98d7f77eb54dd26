import { Stack, Textarea, TextInput } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import { PictureUpload } from '../../../../ui/picture-upload';
import type { WizardForm } from './wizard-form';

/** Section 1: the tournament's name, description and picture. */
export function NameSection({ form }: { form: WizardForm }) {
  const t = useT();
  return (
    <Stack>
      <TextInput
        label={t('tournaments.wizard.name.label')}
        required
        maxLength={120}
        {...form.getInputProps('tournamentName')}
      />
      <Textarea
        label={t('tournaments.wizard.name.description')}
        autosize
        minRows={3}
        maxLength={4000}
        {...form.getInputProps('tournamentDescription')}
      />
      <PictureUpload
        value={form.values.pictureUrl}
        onChange={(key) => form.setFieldValue('pictureUrl', key)}
        error={form.errors.pictureUrl}
        hint={t('tournaments.wizard.picture.hint')}
        previewAlt={t('tournaments.wizard.picture.preview')}
      />
    </Stack>
  );
}
