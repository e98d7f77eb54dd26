import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Shown on home when a social provider signed the person in without sharing their name (spec §2
 * Home): we cannot create an account without it, so we say how to fix it or register by e-mail.
 */
export function NameRequiredModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="We need your name to create your account" centered>
      <Stack>
        <Text>
          Your sign-in provider did not share your name with Tightlines, so we could not create your account.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Sign in again and allow Tightlines to see your name, or</List.Item>
          <List.Item>create an account with your e-mail and a password.</List.Item>
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component={Link} to="/register" onClick={onClose}>
            Register with e-mail
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
