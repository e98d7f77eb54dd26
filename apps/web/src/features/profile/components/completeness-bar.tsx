import { Group, Progress, Stack, Text } from '@mantine/core';
import { completenessInputOf, profileCompleteness, type Profile } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';

/** The profile-completeness bar (spec §5): recomputed from the profile whenever it changes. */
export function CompletenessBar({ profile }: { profile: Profile }) {
  const t = useT();
  const value = profileCompleteness(completenessInputOf(profile));
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} id="profile-completeness-label">
          {t('profile.completeness.label')}
        </Text>
        <Text size="sm" fw={700} data-testid="profile-completeness-value">
          {t('profile.completeness.value', { share: value / 100 })}
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
          {t('profile.completeness.hint')}
        </Text>
      ) : null}
    </Stack>
  );
}
