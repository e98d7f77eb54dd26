import {
  Anchor,
  Badge,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { AppError, clubUuidOf, tournamentPath, type ClubDto, type TournamentDto } from '@tightlines/domain';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format-date';
import { formatMoney } from '../../../ui/format-money';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { QueryError } from '../../../ui/query-error';
import { LazyRankingWidget } from '../../../ui/ranking/lazy-ranking-widget';
import { ClubActions } from '../components/club-actions';
import { useClub, useClubTournaments } from '../hooks/clubs-api';

/**
 * A club's page (`/clubs/{encoded id}`, issue 37 point 3), for anyone: its members count, website,
 * region and price, its upcoming and past tournaments, its leaderboard (the shared widget, loaded
 * after the page); a signed-in reader follows, joins or leaves.
 */
export function ClubPage() {
  const clubId = clubUuidOf(useParams().clubId);
  if (!clubId) return <NotFound />;
  return <ClubDetail clubId={clubId} key={clubId} />;
}

function NotFound() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('clubs.page.notFound')} />
      <EmptyState icon={<IconUsersGroup />} title={t('clubs.page.notFound')}>
        <Anchor component={Link} to="/myclubs">
          {t('clubs.title')}
        </Anchor>
      </EmptyState>
    </>
  );
}

function ClubDetail({ clubId }: { clubId: string }) {
  const t = useT();
  const auth = useAuth();
  const club = useClub(clubId);
  if (club.isPending) return <PageLoader label={t('clubs.loading')} />;
  if (club.isError) {
    if (club.error instanceof AppError && club.error.errorCode === 'NOT_FOUND') return <NotFound />;
    return <QueryError error={club.error} onRetry={() => void club.refetch()} />;
  }
  const data = club.data;
  return (
    <>
      <PageTitle title={data.name} />
      <PageHeader title={data.name} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            {data.pictureUrl && (
              <Image
                src={data.pictureUrl}
                alt={t('clubs.page.picture', { name: data.name })}
                h={200}
                fit="cover"
                radius="md"
              />
            )}
            <Group gap="xs">
              <Badge variant="light">{t('clubs.members', { count: data.membersCount })}</Badge>
              {data.regionName && <Badge variant="outline">{data.regionName}</Badge>}
              <Badge variant="outline">
                {data.unitPriceCents === null
                  ? t('clubs.free')
                  : t('clubs.price', { price: formatMoney(data.unitPriceCents, data.currency) })}
              </Badge>
            </Group>
            {data.description && <Text>{data.description}</Text>}
            {data.siteUrl && (
              <Anchor href={data.siteUrl} target="_blank" rel="noopener noreferrer">
                {t('clubs.page.site')}
              </Anchor>
            )}
            {data.mine ? (
              <ClubActions club={data} />
            ) : auth.status === 'anonymous' ? (
              <Text c="dimmed" size="sm">
                {t('clubs.page.signIn')}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <ClubTournaments club={data} />
        <Suspense fallback={<Skeleton h={320} radius="lg" />}>
          <LazyRankingWidget club={data.id} />
        </Suspense>
      </Stack>
    </>
  );
}

function ClubTournaments({ club }: { club: ClubDto }) {
  const t = useT();
  const tournaments = useClubTournaments(club.id);
  if (tournaments.isPending) return <PageLoader />;
  if (tournaments.isError) {
    return <QueryError error={tournaments.error} onRetry={() => void tournaments.refetch()} />;
  }
  // Past: finished or cancelled (the server's display status); the rest is to come, soonest first.
  const isPast = (row: TournamentDto) => row.displayStatus === 'Finished' || row.displayStatus === 'Canceled';
  const upcoming = tournaments.data.filter((row) => !isPast(row)).reverse();
  const past = tournaments.data.filter(isPast);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TournamentList
        id="club-upcoming"
        title={t('clubs.page.upcoming')}
        empty={t('clubs.page.noUpcoming')}
        rows={upcoming}
      />
      <TournamentList
        id="club-past"
        title={t('clubs.page.past')}
        empty={t('clubs.page.noPast')}
        rows={past}
      />
    </SimpleGrid>
  );
}

function TournamentList({
  id,
  title,
  empty,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  rows: TournamentDto[];
}) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {rows.length ? (
        <List listStyleType="none" spacing="xs">
          {rows.map((row) => (
            <List.Item key={row.UUID}>
              <Anchor component={Link} to={tournamentPath(row.UUID)}>
                {row.Name}
              </Anchor>{' '}
              <Text span c="dimmed" size="sm">
                {formatDate(row.StartDate)}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed">{empty}</Text>
      )}
    </Stack>
  );
}
