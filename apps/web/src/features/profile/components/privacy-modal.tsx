import { Button, Group, Modal, Radio, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_PRIVACY,
  messages,
  ZPrivacySettings,
  type PositionVisibility,
  type PrivacySettings,
} from '@tightlines/domain';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { useSavePrivacy } from '../hooks/save-privacy';
import { localizedResolver } from '../../../ui/localized-resolver';

type SwitchKey = Exclude<keyof PrivacySettings, 'positionVisibility'>;

const SETTINGS: { key: SwitchKey; label: string; description: string }[] = [
  { key: 'showEmail', label: 'Show my e-mail', description: 'Your account and contact e-mail.' },
  { key: 'showPhone', label: 'Show my phone', description: 'Your contact phone number.' },
  {
    key: 'showProfileDetails',
    label: 'Show my personal details',
    description: 'Birthday, gender, nationality, address and locality.',
  },
  { key: 'showBoats', label: 'Show my boats', description: 'Your boats with their motor and propeller.' },
  {
    key: 'showExperience',
    label: 'Show my fishing experience',
    description: 'Types, roles, years and countries.',
  },
];

const POSITION_OPTIONS: { value: PositionVisibility; label: string }[] = [
  { value: 'private', label: 'Nobody' },
  { value: 'blurred', label: 'Approximately (to about 10 km)' },
  { value: 'exact', label: 'Exactly' },
];

const renamePrivacy = Object.fromEntries(
  Object.keys(ZPrivacySettings.shape).map((key) => [`privacy.${key}`, key]),
);

/** The edit-platform-config (privacy) modal: what other users may read. The API enforces it. */
export function PrivacyModal({
  email,
  privacy,
  opened,
  onClose,
}: {
  email: string;
  privacy: PrivacySettings | null;
  opened: boolean;
  onClose(): void;
}) {
  const save = useSavePrivacy(email);
  const form = useForm<PrivacySettings>({
    initialValues: privacy ?? DEFAULT_PRIVACY,
    validate: localizedResolver(ZPrivacySettings),
  });

  const handleSubmit = async (values: PrivacySettings) => {
    try {
      await save.mutateAsync(values);
      onClose();
      showSuccess(messages.userEditSuccess);
    } catch (error) {
      // The API names the setting it refused under `privacy.`.
      showOnField(form, { rename: renamePrivacy })(error);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Privacy"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Choose what other Tightlines users see on your profile. Your name, picture and role are always
            shown.
          </Text>
          {SETTINGS.map((setting) => (
            <Switch
              key={setting.key}
              label={setting.label}
              description={setting.description}
              {...form.getInputProps(setting.key, { type: 'checkbox' })}
            />
          ))}
          <Radio.Group
            label="Show where I catch fish"
            description="The positions of your fish logs, to captains and boat accounts. You always see your own."
            {...form.getInputProps('positionVisibility')}
          >
            <Group mt="xs">
              {POSITION_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save privacy
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
