import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';

/** Invites a guest to sign in (spec §2 Home): at most once an hour. */
export function LoginInvitationModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('account.invitation.title')} centered>
      <Stack>
        <Text>{t('account.invitation.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('account.invitation.notNow')}
          </Button>
          <Button component={Link} to="/register" variant="light" onClick={onClose}>
            {t('account.createAccount')}
          </Button>
          <Button component={Link} to="/sign_in" onClick={onClose}>
            {t('account.signIn')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
