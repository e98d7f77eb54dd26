import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  displayTournamentStatus,
  tournamentPath,
  tournamentTimesOf,
  tournamentWindow,
  type TournamentDto,
} from '@tightlines/domain';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../ui/format-money';
import { ShareButton } from '../../../ui/share-button';
import { formatInZone, viewerTimeZone } from '../tournament-format';
import { StatusBadge } from './status-badge';
import { TournamentPicture } from './tournament-picture';

/** A tournament's start and end in the viewer's time and, when it differs, in its official zone. */
export function TournamentDates({ tournament }: { tournament: TournamentDto }) {
  const t = useT();
  const zone = viewerTimeZone();
  const { start, end } = tournamentWindow(tournamentTimesOf(tournament), zone);
  const official = tournament.OfficialTournamentTimeZone;
  // A Global tournament runs on each viewer's own clock: there is no other zone to show.
  const showOfficial = tournament.regionTypeName !== 'Global' && official !== zone;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t('tournaments.list.dates', { start: formatInZone(start, zone), end: formatInZone(end, zone) })}
      </Text>
      {showOfficial ? (
        <Text size="xs" c="dimmed">
          {t('tournaments.list.officialDates', {
            zone: official,
            start: formatInZone(tournament.StartDate, official),
            end: formatInZone(tournament.EndDate, official),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The entrance fee ("Free" at 0) and the prize, from the server's amounts in cents. */
export function FeeAndPrize({ tournament }: { tournament: TournamentDto }) {
  const t = useT();
  const currency = tournament.currencyAcronym;
  return (
    <Group gap="lg">
      <Text size="sm">
        {t('tournaments.list.fee', {
          fee:
            tournament.entranceFeeCents === 0
              ? t('tournaments.list.free')
              : formatMoney(tournament.entranceFeeCents, currency),
        })}
      </Text>
      {tournament.prizeCents > 0 ? (
        <Text size="sm">
          {t('tournaments.list.prize', { prize: formatMoney(tournament.prizeCents, currency) })}
        </Text>
      ) : null}
    </Group>
  );
}

/** Where a tournament is fished: everywhere, its regions, or its localities. */
export function placesOf(tournament: TournamentDto, everywhere: string): string {
  if (tournament.regionTypeName === 'Global' || tournament.locations.length === 0) return everywhere;
  if (tournament.regionTypeName === 'Regional') return tournament.locations.map((l) => l.label).join(', ');
  return tournament.locations.flatMap((l) => l.localities.map((place) => place.localityName)).join(', ');
}

/**
 * One tournament in the list: picture, name, status, joined mark, places, dates, fee and prize, and
 * Share for a signed-in user (a share is recorded as theirs).
 */
export function TournamentCard({ tournament, now }: { tournament: TournamentDto; now: Date }) {
  const t = useT();
  const { isLoggedIn } = useAuth();
  const titleId = `tournament-${tournament.UUID}`;
  const status = displayTournamentStatus(tournament, now, viewerTimeZone());
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="lg" padding="md">
      {tournament.PictureUrl ? (
        <Card.Section>
          <TournamentPicture tournament={tournament} variant="card" />
        </Card.Section>
      ) : null}
      <Stack gap="xs" mt={tournament.PictureUrl ? 'sm' : 0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={tournamentPath(tournament.UUID)} inherit>
              {tournament.Name}
            </Anchor>
          </Title>
          <StatusBadge status={status} />
        </Group>
        {/* A cancelled entry is no entry: the status badge says Canceled, and nothing says joined. */}
        {tournament.userIsJoined && tournament.tournamentStatus !== 'Canceled' ? (
          <Badge color="teal.9" variant="filled" leftSection={<IconCircleCheck size={14} aria-hidden />}>
            {t('tournaments.list.joined')}
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed">
          {placesOf(tournament, t('tournaments.list.everywhere'))}
        </Text>
        <TournamentDates tournament={tournament} />
        <FeeAndPrize tournament={tournament} />
        {isLoggedIn ? (
          <Group justify="flex-end">
            <ShareButton
              target={{ object: 'Tournament', uuid: tournament.UUID, title: tournament.Name }}
              describedBy={titleId}
            />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
