import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconKey, IconUser } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT_PX, type Profile } from '@tightlines/domain';
import { ChangePasswordForm } from './change-password-form';
import { UserForm } from './user-form';

/** The edit-profile modal of spec §2: a user tab and a password tab. */
export function EditProfileModal({
  profile,
  email,
  opened,
  onClose,
}: {
  profile: Profile;
  email: string;
  opened: boolean;
  onClose(): void;
}) {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit profile"
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Tabs defaultValue="user" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="user" leftSection={<IconUser size={16} aria-hidden />}>
            User
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconKey size={16} aria-hidden />}>
            Password
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="user">
          <UserForm profile={profile} email={email} onDone={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <ChangePasswordForm email={email} onDone={onClose} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
