import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPencil } from '@tabler/icons-react';
import type { Profile } from '@tightlines/domain';
import { useLanguageSetting } from '../../../app/auth/use-language-setting';
import { LanguageSwitch } from '../../../i18n/language-switch';
import { CompletenessBar } from './completeness-bar';
import { useT } from '../../../i18n/use-t';
import { roleLabel } from './role-label';

/** The profile card's head: picture, name, e-mail, role and locality, the actions and the bar. */
export function ProfileSummary({
  profile,
  onEdit,
  onPrivacy,
}: {
  profile: Profile;
  onEdit(): void;
  onPrivacy(): void;
}) {
  const t = useT();
  const saveLanguage = useLanguageSetting();
  const fullName = [profile.name, profile.lastname].filter(Boolean).join(' ');
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap">
          <Avatar
            src={profile.url}
            alt={t('profile.summary.pictureOf', { name: fullName })}
            size={72}
            radius="xl"
            color="ocean"
          >
            {profile.name.slice(0, 1)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h3">
              {fullName}
            </Title>
            {profile.email ? (
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {profile.email}
              </Text>
            ) : null}
            <Group gap="xs">
              <Badge variant="light">{roleLabel(t, profile.roleName)}</Badge>
              {profile.localityName ? <Badge variant="outline">{profile.localityName}</Badge> : null}
            </Group>
          </Stack>
        </Group>
        <CompletenessBar profile={profile} />
        <Group gap="sm">
          <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('profile.edit.title')}
          </Button>
          <Button variant="light" leftSection={<IconLock size={16} aria-hidden />} onClick={onPrivacy}>
            {t('profile.summary.privacy')}
          </Button>
          <LanguageSwitch size="sm" onChange={saveLanguage} />
        </Group>
      </Stack>
    </Paper>
  );
}
