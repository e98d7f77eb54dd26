import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Invites a guest to sign in (spec §2 Home): at most once an hour. */
export function LoginInvitationModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Join Tightlines" centered>
      <Stack>
        <Text>
          Sign in to log your sessions with video, follow boats and anglers, and enter tournaments. It is
          free.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button component={Link} to="/register" variant="light" onClick={onClose}>
            Create an account
          </Button>
          <Button component={Link} to="/sign_in" onClick={onClose}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
