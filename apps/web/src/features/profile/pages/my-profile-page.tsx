import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { useAuth } from '../../../app/auth/auth-context';
import { PageHeader } from '../../../ui/page-header';
import { ChangePasswordModal } from '../components/change-password-modal';

/** /my_profile: the signed-in user's account (spec §2 "My Profile"). */
export function MyProfilePage() {
  const { user } = useAuth();
  const [passwordOpened, passwordModal] = useDisclosure(false);
  if (!user) return null;
  return (
    <>
      <PageHeader title="My Profile" />
      <Paper withBorder radius="lg" p="lg">
        <Group align="flex-start" wrap="nowrap">
          <Avatar src={user.picture} alt="" size={72} radius="xl" color="ocean">
            {user.name.slice(0, 1)}
          </Avatar>
          <Stack gap={4}>
            <Title order={2} size="h3">
              {user.name}
            </Title>
            <Text c="dimmed">{user.email}</Text>
            <Group gap="xs">
              <Badge variant="light">{user.roleName}</Badge>
              {user.localityName ? <Badge variant="outline">{user.localityName}</Badge> : null}
            </Group>
          </Stack>
        </Group>
        <Group mt="lg">
          <Button
            variant="light"
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={passwordModal.open}
          >
            Change password
          </Button>
        </Group>
      </Paper>
      <ChangePasswordModal email={user.email} opened={passwordOpened} onClose={passwordModal.close} />
    </>
  );
}
