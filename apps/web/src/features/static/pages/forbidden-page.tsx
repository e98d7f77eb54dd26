import { Button, Container, Group, List, Stack, Text, ThemeIcon, Title, rem } from '@mantine/core';
import { IconHome, IconLock, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { linkEmails } from '../components/link-emails';

const SUPPORT_EMAIL = 'support@tightlines.app';

const reasons = [
  'static.forbidden.reason.session',
  'static.forbidden.reason.permission',
  'static.forbidden.reason.private',
] as const;

/** Access refused (/forbidden): explains why and offers a way home or to sign in. */
export function ForbiddenPage() {
  const t = useT();
  return (
    <Container size="sm" py={rem(64)}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={rem(72)} radius="xl" variant="light" color="red">
          <IconLock size={40} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Text fw={700} tt="uppercase" size="sm">
          {t('static.forbidden.eyebrow')}
        </Text>
        <Title order={1}>{t('static.forbidden.title')}</Title>
        <Text size="lg">{t('static.forbidden.lead')}</Text>
      </Stack>

      <Stack gap="xs" mt="xl">
        <Title order={2} size="h4">
          {t('static.forbidden.reasons')}
        </Title>
        <List spacing="xs">
          {reasons.map((reason) => (
            <List.Item key={reason}>{t(reason)}</List.Item>
          ))}
        </List>
      </Stack>

      <Group justify="center" gap="sm" mt="xl">
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {t('static.forbidden.home')}
        </Button>
        <Button
          component={Link}
          to="/sign_in"
          variant="default"
          leftSection={<IconLogin size={18} aria-hidden />}
        >
          {t('static.forbidden.signIn')}
        </Button>
      </Group>

      <Text size="sm" ta="center" mt="xl">
        {linkEmails(t('static.forbidden.contact', { email: SUPPORT_EMAIL }))}
      </Text>
    </Container>
  );
}
