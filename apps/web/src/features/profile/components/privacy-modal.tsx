import { Button, Group, Modal, Radio, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_PRIVACY,
  ZPrivacySettings,
  type PositionVisibility,
  type PrivacySettings,
} from '@tightlines/domain';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { useSavePrivacy } from '../hooks/save-privacy';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { specMessage } from '../../../ui/spec-message';
import { MailSwitches } from './mail-switches';

type SwitchKey = Exclude<keyof PrivacySettings, 'positionVisibility'>;

const SETTINGS: { key: SwitchKey; label: MessageKey; description: MessageKey }[] = [
  { key: 'showEmail', label: 'profile.privacy.showEmail', description: 'profile.privacy.showEmailHint' },
  { key: 'showPhone', label: 'profile.privacy.showPhone', description: 'profile.privacy.showPhoneHint' },
  {
    key: 'showProfileDetails',
    label: 'profile.privacy.showProfileDetails',
    description: 'profile.privacy.showProfileDetailsHint',
  },
  { key: 'showBoats', label: 'profile.privacy.showBoats', description: 'profile.privacy.showBoatsHint' },
  {
    key: 'showExperience',
    label: 'profile.privacy.showExperience',
    description: 'profile.privacy.showExperienceHint',
  },
  {
    key: 'appearInRankings',
    label: 'profile.privacy.appearInRankings',
    description: 'profile.privacy.appearInRankingsHint',
  },
];

const POSITION_OPTIONS: { value: PositionVisibility; label: MessageKey }[] = [
  { value: 'private', label: 'profile.privacy.private' },
  { value: 'blurred', label: 'profile.privacy.blurred' },
  { value: 'exact', label: 'profile.privacy.exact' },
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
  const t = useT();
  const save = useSavePrivacy(email);
  const form = useForm<PrivacySettings>({
    initialValues: privacy ?? DEFAULT_PRIVACY,
    validate: localizedResolver(ZPrivacySettings),
  });

  const handleSubmit = async (values: PrivacySettings) => {
    try {
      await save.mutateAsync(values);
      onClose();
      showSuccess(specMessage('userEditSuccess'));
    } catch (error) {
      // The API names the setting it refused under `privacy.`.
      showOnField(form, { rename: renamePrivacy })(error);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.summary.privacy')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('profile.close') }}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('profile.privacy.lead')}
          </Text>
          {SETTINGS.map((setting) => (
            <Switch
              key={setting.key}
              label={t(setting.label)}
              description={t(setting.description)}
              {...form.getInputProps(setting.key, { type: 'checkbox' })}
            />
          ))}
          <Radio.Group
            label={t('profile.privacy.position')}
            description={t('profile.privacy.positionHint')}
            {...form.getInputProps('positionVisibility')}
          >
            <Group mt="xs">
              {POSITION_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={t(option.label)} />
              ))}
            </Group>
          </Radio.Group>
          <MailSwitches email={email} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('profile.privacy.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
