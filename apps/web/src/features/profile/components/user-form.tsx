import {
  Button,
  Divider,
  Group,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MessageRef, type Profile } from '@tightlines/domain';
import { useState } from 'react';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { specMessage } from '../../../ui/spec-message';
import { LocalityPicker } from '../../../ui/locality-picker';
import { useLatestTask } from '../../../ui/use-latest-task';
import { useCountries } from '../../../api/catalogue/list-countries';
import { useGenders } from '../hooks/catalogue';
import { useEditAccount } from '../hooks/edit-account';
import { AddressFields } from './address-fields';
import { isPictureError, PictureField } from './picture-field';
import {
  changesEmail,
  toUserEditInput,
  toUserFormValues,
  userFormFieldNames,
  userFormSchema,
  type UserFormValues,
} from './user-form-values';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useT } from '../../../i18n/use-t';

/**
 * Edit profile, user tab (spec §3, §5): personal data, e-mail, address, contacts, units, locality
 * and picture. A new e-mail asks for the current password and changes only once the link mailed to
 * it is opened, which success says. A refusal keeps everything typed; a refused password or e-mail
 * shows the server's message next to its field.
 */
export function UserForm({ profile, email, onDone }: { profile: Profile; email: string; onDone(): void }) {
  const t = useT();
  const [picture, setPicture] = useState<Blob | null | undefined>(undefined);
  const [pictureBusy, setPictureBusy] = useState(false);
  const [pictureError, setPictureError] = useState<MessageRef | null>(null);
  const edit = useEditAccount(email);
  // Cancel (or the form going away) stops a picture still uploading: the account is not saved.
  const saving = useLatestTask();
  const countries = useCountries();
  const genders = useGenders();
  const form = useForm<UserFormValues>({
    initialValues: toUserFormValues(profile),
    validate: localizedResolver(userFormSchema(profile.email)),
  });
  const emailChanging = changesEmail(form.values, profile.email);

  const handleError = (error: unknown) => {
    if (isPictureError(error)) {
      setPictureError(error.ref);
      return;
    }
    // A refused password, e-mail (taken: 409), gender, locality or address shows at its field.
    showOnField(form, { rename: userFormFieldNames, conflict: 'newEmail' })(error);
  };

  const handleSubmit = async (values: UserFormValues) => {
    setPictureError(null);
    const { signal, end } = saving.start();
    const localityChanged = values.localityUUID !== null && values.localityUUID !== profile.localityUUID;
    const input = toUserEditInput(values, undefined, localityChanged, profile.email);
    try {
      await edit.mutateAsync({ input, picture, signal });
      onDone();
      showSuccess(specMessage(changesEmail(values, profile.email) ? 'emailChangeSent' : 'userEditSuccess'));
    } catch (error) {
      if (!signal.aborted) handleError(error);
    } finally {
      end();
    }
  };

  const handleCancel = () => {
    saving.cancel();
    onDone();
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <PictureField
          label={t('profile.user.picture')}
          currentUrl={profile.url}
          value={picture}
          onChange={setPicture}
          onBusyChange={setPictureBusy}
          uploadError={pictureError}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.user.firstName')}
            required
            autoComplete="given-name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('profile.user.lastName')}
            autoComplete="family-name"
            {...form.getInputProps('lastname')}
          />
          <Select
            label={t('profile.about.nationality')}
            required
            searchable
            nothingFoundMessage={t('profile.noCountry')}
            data={(countries.data ?? []).map((country) => country.name)}
            {...form.getInputProps('nationalityName')}
          />
          <Select
            label={t('profile.about.gender')}
            clearable
            data={(genders.data ?? []).map((gender) => ({
              value: String(gender.genderId),
              label: gender.name,
            }))}
            {...form.getInputProps('genderId')}
          />
          <TextInput
            label={t('profile.about.birthday')}
            type="date"
            autoComplete="bday"
            {...form.getInputProps('birthday')}
          />
          <TextInput
            label={t('profile.user.email')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('newEmail')}
          />
        </SimpleGrid>
        {emailChanging ? (
          <Stack gap={4}>
            <PasswordInput
              label={t('profile.user.currentPassword')}
              required
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <Text size="sm" c="dimmed">
              {t('profile.user.emailChangeHint')}
            </Text>
          </Stack>
        ) : null}
        <Divider label={t('profile.about.address')} labelPosition="left" />
        <AddressFields form={form} />
        <Divider label={t('profile.user.contact')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.about.contactEmail')}
            type="email"
            {...form.getInputProps('contactEmail')}
          />
          <TextInput
            label={t('profile.about.phone')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Divider id="profile-units" label={t('profile.user.localityAndUnits')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LocalityPicker
            regionLabel={t('profile.user.fishingRegion')}
            regionDescription={
              profile.localityName
                ? t('profile.user.yourLocality', { locality: profile.localityName })
                : t('profile.user.noLocality')
            }
            region={form.getInputProps('regionName')}
            locality={form.getInputProps('localityUUID')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Radio.Group label={t('profile.user.lengthsIn')} {...form.getInputProps('sizeId')}>
            <Group mt={6}>
              <Radio value="1" label={t('profile.user.centimetres')} />
              <Radio value="2" label={t('profile.user.inches')} />
            </Group>
          </Radio.Group>
          <Radio.Group label={t('profile.user.weightsIn')} {...form.getInputProps('weightId')}>
            <Group mt={6}>
              <Radio value="3" label={t('profile.user.kilograms')} />
              <Radio value="4" label={t('profile.user.pounds')} />
            </Group>
          </Radio.Group>
          <Radio.Group label={t('profile.user.temperaturesIn')} {...form.getInputProps('temperatureUnit')}>
            <Group mt={6}>
              <Radio value="celsius" label={t('profile.unit.celsius')} />
              <Radio value="fahrenheit" label={t('profile.unit.fahrenheit')} />
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={handleCancel}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={edit.isPending} disabled={pictureBusy}>
            {t('profile.user.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
