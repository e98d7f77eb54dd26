import { Group, Progress, Stack, Text } from '@mantine/core';
import { completenessInputOf, profileCompleteness, type Profile } from '@tightlines/domain';

/** The profile-completeness bar (spec §5): recomputed from the profile whenever it changes. */
export function CompletenessBar({ profile }: { profile: Profile }) {
  const value = profileCompleteness(completenessInputOf(profile));
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} id="profile-completeness-label">
          Profile completeness
        </Text>
        <Text size="sm" fw={700} data-testid="profile-completeness-value">
          {value}%
        </Text>
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={value}
          color={value === 100 ? 'teal' : 'ocean'}
          aria-labelledby="profile-completeness-label"
        />
      </Progress.Root>
      {value < 100 ? (
        <Text size="xs" c="dimmed">
          A photo, your birthday, phone, full address and your first fishing experience complete it.
        </Text>
      ) : null}
    </Stack>
  );
}
