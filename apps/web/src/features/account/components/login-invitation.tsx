import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';

/** Shown in place of a page that needs an account, inviting the visitor to sign in or register. */
export function LoginInvitation({ title }: { title: string }) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto">
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{t('account.invitation.pageText')}</Text>
        <Group>
          <Button component={Link} to="/sign_in">
            {t('account.signIn')}
          </Button>
          <Button component={Link} to="/register" variant="default">
            {t('account.createAccount')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
