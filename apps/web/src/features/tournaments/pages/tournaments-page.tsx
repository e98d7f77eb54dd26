import { Button, Center, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlus, IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { RuleSetCards } from '../components/rule-set-cards';
import { TournamentAd } from '../components/tournament-ad';
import { TournamentCard } from '../components/tournament-card';
import { TournamentCounters } from '../components/tournament-counters';
import { TournamentFiltersPanel } from '../components/tournament-filters';
import { DEFAULT_FILTERS, useTournamentFeed, type TournamentFilters } from '../hooks/tournaments-api';
import { useNow } from '../tournament-format';

// A shared tournament's modal loads only with a shared link; the drafts only for an organiser.
const SharedTournamentModal = lazy(() =>
  import('../components/shared-tournament-modal').then((m) => ({ default: m.SharedTournamentModal })),
);
const MyDrafts = lazy(() => import('../components/my-drafts').then((m) => ({ default: m.MyDrafts })));

/**
 * /tournament (spec §2 Tournaments): the counters, the signed-in organiser's drafts, the filters and
 * the tournaments, keyset paged with "load more"; a shared link (`?tournament=<encoded id>`) opens
 * that one tournament over the list.
 */
export function TournamentsPage() {
  const t = useT();
  const auth = useAuth();
  const [filters, setFilters] = useState<TournamentFilters>(DEFAULT_FILTERS);
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      {params.has('tournament') ? (
        <Suspense fallback={null}>
          <SharedTournamentModal />
        </Suspense>
      ) : null}
      <PageHeader
        title={t('tournaments.list.title')}
        description={t('tournaments.list.lead')}
        actions={
          <Button component={Link} to="/create_tournament" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('tournaments.list.create')}
          </Button>
        }
      />
      <TournamentCounters filters={filters} />
      {auth.isLoggedIn && auth.hasPermission('CREATE_TOURNAMENT') ? (
        <Suspense fallback={null}>
          <MyDrafts />
        </Suspense>
      ) : null}
      <TournamentFiltersPanel value={filters} onChange={setFilters} />
      <TournamentList filters={filters} />
      <Stack component="section" aria-labelledby="tournament-rule-sets" gap="sm">
        <Title order={2} size="h3" id="tournament-rule-sets">
          {t('tournaments.list.ruleSets')}
        </Title>
        <RuleSetCards />
      </Stack>
      <TournamentAd />
    </Stack>
  );
}

function TournamentList({ filters }: { filters: TournamentFilters }) {
  const t = useT();
  const feed = useTournamentFeed(filters);
  // The status badges follow the clock: a tournament turns Current at its start while shown.
  const now = useNow(30_000);
  const loading = (
    <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={t('tournaments.list.loading')}>
      <Skeleton h={200} radius="lg" />
      <Skeleton h={200} radius="lg" />
    </SimpleGrid>
  );
  // A failed next page keeps the cards already shown and offers to try that page again below them.
  if (feed.isError && !feed.isFetchNextPageError) {
    return <QueryError error={feed.error} onRetry={() => void feed.refetch()} />;
  }
  if (feed.isPending) return loading;
  const tournaments = feed.data;
  if (tournaments.length === 0) {
    return (
      <EmptyState
        icon={<IconTrophy size={28} />}
        title={t('tournaments.list.emptyTitle')}
        action={
          <Button component={Link} to="/create_tournament" variant="light">
            {t('tournaments.list.create')}
          </Button>
        }
      >
        {t('tournaments.list.emptyText')}
      </EmptyState>
    );
  }
  return (
    <section aria-label={t('tournaments.list.listLabel')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {tournaments.map((tournament) => (
          <TournamentCard key={tournament.UUID} tournament={tournament} now={now} />
        ))}
      </SimpleGrid>
      {feed.isFetchNextPageError ? (
        <QueryError error={feed.error} onRetry={() => void feed.fetchNextPage()} />
      ) : feed.hasNextPage ? (
        <Center mt="md">
          <Button variant="light" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            {t('tournaments.list.loadMore')}
          </Button>
        </Center>
      ) : null}
    </section>
  );
}
