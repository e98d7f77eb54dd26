import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileZip, IconKey, IconTrash, IconUser } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT_PX, type Profile } from '@tightlines/domain';
import { ChangePasswordForm } from './change-password-form';
import { DataExportPanel } from './data-export-panel';
import { DeleteAccountForm } from './delete-account-form';
import { UserForm } from './user-form';
import { useT } from '../../../i18n/use-t';

/** Where the modal opens: the user tab, its units, the password tab, or "Your data" (the data export's link). */
export type EditProfileSection = 'user' | 'units' | 'password' | 'data';
export const isEditProfileSection = (value: string | null): value is EditProfileSection =>
  value === 'user' || value === 'units' || value === 'password' || value === 'data';

/**
 * The edit-profile modal of spec §2: a user tab and a password tab; and, for issue 40, downloading all
 * one's data and deleting the account.
 */
export function EditProfileModal({
  profile,
  email,
  section = 'user',
  opened,
  onClose,
}: {
  profile: Profile;
  email: string;
  section?: EditProfileSection;
  opened: boolean;
  onClose(): void;
}) {
  // Runs once the user form is in the page (children attach before this ref), so no waiting.
  const revealUnits = (panel: HTMLDivElement | null) => {
    if (section === 'units') panel?.querySelector('#profile-units')?.scrollIntoView({ block: 'start' });
  };
  const t = useT();
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.edit.title')}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('profile.close') }}
    >
      <Tabs defaultValue={section === 'units' ? 'user' : section} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="user" leftSection={<IconUser size={16} aria-hidden />}>
            {t('profile.edit.userTab')}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconKey size={16} aria-hidden />}>
            {t('profile.edit.passwordTab')}
          </Tabs.Tab>
          <Tabs.Tab value="data" leftSection={<IconFileZip size={16} aria-hidden />}>
            {t('profile.edit.dataTab')}
          </Tabs.Tab>
          <Tabs.Tab value="delete" leftSection={<IconTrash size={16} aria-hidden />}>
            {t('profile.edit.deleteTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="user">
          <div ref={revealUnits}>
            <UserForm profile={profile} email={email} onDone={onClose} />
          </div>
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <ChangePasswordForm email={email} onDone={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="data">
          <DataExportPanel email={email} />
        </Tabs.Panel>
        <Tabs.Panel value="delete">
          <DeleteAccountForm email={email} onDone={onClose} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
