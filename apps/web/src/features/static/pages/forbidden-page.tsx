import { Anchor, Button, Container, Group, List, Stack, Text, ThemeIcon, Title, rem } from '@mantine/core';
import { IconHome, IconLock, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';

const reasons = [
  'You are not signed in, or your session has expired.',
  'Your account does not have the permission this page needs — for example, only the judges named for a tournament can judge it, and only its organiser can manage it.',
  'The content is private or hidden by its owner, or it is no longer available.',
];

/** Access refused (/forbidden): explains why and offers a way home or to sign in. */
export function ForbiddenPage() {
  return (
    <Container size="sm" py={rem(64)}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={rem(72)} radius="xl" variant="light" color="red">
          <IconLock size={40} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Text fw={700} tt="uppercase" size="sm">
          Error 403 · Access refused
        </Text>
        <Title order={1}>You don’t have access to this page</Title>
        <Text size="lg">
          Your account isn’t allowed to see the page you tried to open. Nothing has been changed.
        </Text>
      </Stack>

      <Stack gap="xs" mt="xl">
        <Title order={2} size="h4">
          This usually happens because
        </Title>
        <List spacing="xs">
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      </Stack>

      <Group justify="center" gap="sm" mt="xl">
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          Back to home
        </Button>
        <Button
          component={Link}
          to="/sign_in"
          variant="default"
          leftSection={<IconLogin size={18} aria-hidden />}
        >
          Sign in
        </Button>
      </Group>

      <Text size="sm" ta="center" mt="xl">
        Think you should have access? Contact{' '}
        <Anchor href="mailto:support@tightlines.app">support@tightlines.app</Anchor> and tell us which page
        you were trying to open.
      </Text>
    </Container>
  );
}
