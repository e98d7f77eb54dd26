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
import { messages, type Profile } from '@tightlines/domain';
import { useState } from 'react';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { LocalityPicker } from '../../../ui/locality-picker';
import { useSubmit } from '../../../ui/use-submit';
import { useCountries } from '../../../api/catalogue/list-countries';
import { useGenders } from '../hooks/catalogue';
import { useEditAccount } from '../hooks/edit-account';
import { uploadPicture } from '../hooks/upload-picture';
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

/**
 * Edit profile, user tab (spec §3, §5): personal data, e-mail, address, contacts, units, locality
 * and picture. A new e-mail asks for the current password and changes only once the link mailed to
 * it is opened, which success says. A refusal keeps everything typed; a refused password or e-mail
 * shows the server's message next to its field.
 */
export function UserForm({ profile, email, onDone }: { profile: Profile; email: string; onDone(): void }) {
  const [picture, setPicture] = useState<Blob | null | undefined>(undefined);
  const [pictureBusy, setPictureBusy] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [saving, submit] = useSubmit();
  const edit = useEditAccount(email);
  const countries = useCountries();
  const genders = useGenders();
  const form = useForm<UserFormValues>({
    initialValues: toUserFormValues(profile),
    validate: localizedResolver(userFormSchema(profile.email)),
  });
  const emailChanging = changesEmail(form.values, profile.email);

  const handleError = (error: unknown) => {
    if (isPictureError(error)) {
      setPictureError(error.message);
      return;
    }
    // A refused password, e-mail (taken: 409), gender, locality or address shows at its field.
    showOnField(form, { rename: userFormFieldNames, conflict: 'newEmail' })(error);
  };

  const handleSubmit = async (values: UserFormValues) => {
    setPictureError(null);
    await submit(
      async () => {
        const imageURL = picture ? await uploadPicture(picture) : picture;
        const localityChanged = values.localityUUID !== null && values.localityUUID !== profile.localityUUID;
        const input = toUserEditInput(values, imageURL, localityChanged, profile.email);
        await edit.mutateAsync(input);
        onDone();
        showSuccess(
          changesEmail(values, profile.email) ? messages.emailChangeSent : messages.userEditSuccess,
        );
      },
      { onError: handleError },
    );
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <PictureField
          label="Picture"
          currentUrl={profile.url}
          value={picture}
          onChange={setPicture}
          onBusyChange={setPictureBusy}
          uploadError={pictureError}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('name')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastname')} />
          <Select
            label="Nationality"
            required
            searchable
            nothingFoundMessage="No country matches"
            data={(countries.data ?? []).map((country) => country.name)}
            {...form.getInputProps('nationalityName')}
          />
          <Select
            label="Gender"
            clearable
            data={(genders.data ?? []).map((gender) => ({
              value: String(gender.genderId),
              label: gender.name,
            }))}
            {...form.getInputProps('genderId')}
          />
          <TextInput label="Birthday" type="date" autoComplete="bday" {...form.getInputProps('birthday')} />
          <TextInput
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('newEmail')}
          />
        </SimpleGrid>
        {emailChanging ? (
          <Stack gap={4}>
            <PasswordInput
              label="Current password"
              required
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <Text size="sm" c="dimmed">
              We will send a confirmation link to the new address: your e-mail changes when you open it.
            </Text>
          </Stack>
        ) : null}
        <Divider label="Address" labelPosition="left" />
        <AddressFields form={form} />
        <Divider label="Contact" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Contact e-mail" type="email" {...form.getInputProps('contactEmail')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Divider id="profile-units" label="Locality and units" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LocalityPicker
            regionLabel="Fishing region"
            regionDescription={
              profile.localityName ? `Your locality: ${profile.localityName}` : 'No locality yet'
            }
            region={form.getInputProps('regionName')}
            locality={form.getInputProps('localityUUID')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Radio.Group label="Lengths in" {...form.getInputProps('sizeId')}>
            <Group mt={6}>
              <Radio value="1" label="Centimetres" />
              <Radio value="2" label="Inches" />
            </Group>
          </Radio.Group>
          <Radio.Group label="Weights in" {...form.getInputProps('weightId')}>
            <Group mt={6}>
              <Radio value="3" label="Kilograms" />
              <Radio value="4" label="Pounds" />
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={pictureBusy}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
