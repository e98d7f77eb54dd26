import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { clubPath, type ClubDto } from '@tightlines/domain';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../ui/format-money';
import { ClubActions } from './club-actions';

/** A club in a list or the carousel: its name (a link to its page), region, price, members and actions. */
export function ClubCard({ club }: { club: ClubDto }) {
  const t = useT();
  const headingId = `club-${club.id}`;
  return (
    <Card withBorder radius="md" h="100%" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          {/* The name beside it says whose it is: decorative for a screen reader. */}
          {club.pictureUrl && <Avatar src={club.pictureUrl} alt="" radius="md" size="md" />}
          <Title order={3} size="h4" id={headingId}>
            <Anchor component={Link} to={clubPath(club.id)}>
              {club.name}
            </Anchor>
          </Title>
        </Group>
        <Group gap="xs" c="dimmed">
          {club.regionName && <Text size="sm">{club.regionName}</Text>}
          <Text size="sm">{t('clubs.members', { count: club.membersCount })}</Text>
          <Text size="sm">
            {club.unitPriceCents === null
              ? t('clubs.free')
              : t('clubs.price', { price: formatMoney(club.unitPriceCents, club.currency) })}
          </Text>
        </Group>
        {club.description && (
          <Text size="sm" lineClamp={3}>
            {club.description}
          </Text>
        )}
        <ClubActions club={club} />
      </Stack>
    </Card>
  );
}
