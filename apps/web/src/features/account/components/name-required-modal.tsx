import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';

/**
 * Shown on home when a social provider signed the person in without sharing their name (spec §2
 * Home): we cannot create an account without it, so we say how to fix it or register by e-mail.
 */
export function NameRequiredModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('account.nameRequired.title')} centered>
      <Stack>
        <Text>{t('account.nameRequired.text')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('account.nameRequired.again')}</List.Item>
          <List.Item>{t('account.nameRequired.register')}</List.Item>
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('account.nameRequired.close')}
          </Button>
          <Button component={Link} to="/register" onClick={onClose}>
            {t('account.nameRequired.registerButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
