import { Button, Divider, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, type Profile } from '@tightlines/domain';
import { useState } from 'react';
import { showSuccess } from '../../../ui/feedback';
import { useSubmit } from '../../../ui/use-submit';
import { useCountries, useGenders } from '../hooks/catalogue';
import { useEditAccount } from '../hooks/edit-account';
import { uploadPicture } from '../hooks/upload-picture';
import { AddressFields } from './address-fields';
import { LocalityFields } from './locality-fields';
import { PictureField } from './picture-field';
import { toUserEditInput, toUserFormValues, validateUserForm, type UserFormValues } from './user-form-values';

/**
 * Edit profile, user tab (spec §3, §5): personal data, e-mail, address, contacts, units, locality
 * and picture. A refusal keeps everything typed; success says "User edit was successful".
 */
export function UserForm({ profile, email, onDone }: { profile: Profile; email: string; onDone(): void }) {
  const [picture, setPicture] = useState<Blob | null | undefined>(undefined);
  const [pictureBusy, setPictureBusy] = useState(false);
  const [saving, submit] = useSubmit();
  const edit = useEditAccount(email);
  const countries = useCountries();
  const genders = useGenders();
  const form = useForm<UserFormValues>({
    initialValues: toUserFormValues(profile),
    validate: validateUserForm,
  });

  const handleSubmit = async (values: UserFormValues) => {
    await submit(async () => {
      const imageURL = picture ? await uploadPicture(picture) : picture;
      const localityChanged = values.localityUUID !== null && values.localityUUID !== profile.localityUUID;
      await edit.mutateAsync(toUserEditInput(values, imageURL, localityChanged));
      onDone();
      showSuccess(messages.userEditSuccess);
    });
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
        <Divider label="Address" labelPosition="left" />
        <AddressFields form={form} />
        <Divider label="Contact" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Contact e-mail" type="email" {...form.getInputProps('contactEmail')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Divider label="Locality and units" labelPosition="left" />
        <LocalityFields form={form} currentName={profile.localityName} />
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
