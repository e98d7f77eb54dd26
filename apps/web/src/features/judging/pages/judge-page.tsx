import { Badge, Button, Card, Center, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import type { JudgeTournamentDto } from '@tightlines/domain';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { JudgeTournamentFiltersPanel } from '../components/judge-tournament-filters';
import { storeJudgeTournament } from '../hooks/judge-tournament-store';
import {
  DEFAULT_JUDGE_FILTERS,
  useJudgeTournaments,
  type JudgeTournamentFilters,
} from '../hooks/list-judge-tournaments';

/**
 * /judge (spec §2 Judge screens): the tournaments this user judges, filtered by location, species
 * and date range (weekly by default), each with its catches to judge; picking one stores it and
 * opens /judge_tournament.
 */
export function JudgePage() {
  const t = useT();
  const [filters, setFilters] = useState<JudgeTournamentFilters>(DEFAULT_JUDGE_FILTERS);
  return (
    <Stack gap="lg">
      <PageHeader title={t('judging.title')} description={t('judging.list.lead')} />
      <JudgeTournamentFiltersPanel value={filters} onChange={setFilters} />
      <JudgeTournamentList filters={filters} />
    </Stack>
  );
}

function JudgeTournamentList({ filters }: { filters: JudgeTournamentFilters }) {
  const t = useT();
  const list = useJudgeTournaments(filters);
  const tournaments = useDeferredValue(list.data);
  if (list.isError && !list.isFetchNextPageError) {
    return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (list.isPending || tournaments === undefined) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={t('judging.list.loading')}>
        <Skeleton h={140} radius="lg" />
        <Skeleton h={140} radius="lg" />
      </SimpleGrid>
    );
  }
  if (tournaments.length === 0) {
    return (
      <EmptyState icon={<IconGavel size={28} />} title={t('judging.list.emptyTitle')}>
        {t('judging.list.emptyText')}
      </EmptyState>
    );
  }
  return (
    <section aria-label={t('judging.list.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {tournaments.map((tournament) => (
          <JudgeTournamentCard key={tournament.UUID} tournament={tournament} />
        ))}
      </SimpleGrid>
      {list.isFetchNextPageError ? (
        <QueryError error={list.error} onRetry={() => void list.fetchNextPage()} />
      ) : list.hasNextPage ? (
        <Center mt="md">
          <Button variant="light" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('judging.list.loadMore')}
          </Button>
        </Center>
      ) : null}
    </section>
  );
}

function JudgeTournamentCard({ tournament }: { tournament: JudgeTournamentDto }) {
  const t = useT();
  const navigate = useNavigate();
  const titleId = `judge-${tournament.UUID}`;
  const finished = tournament.tournamentStatus === 'Finished';
  const handleOpen = () => {
    storeJudgeTournament(tournament);
    void navigate('/judge_tournament');
  };
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {tournament.Name}
          </Title>
          {finished ? (
            <Badge variant="default">{t('judging.list.finished')}</Badge>
          ) : (
            <Badge color={tournament.toJudge > 0 ? 'blue.8' : 'teal.9'} variant="filled">
              {t('judging.list.toJudge', { count: tournament.toJudge })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('judging.list.dates', {
            start: formatDate(tournament.StartDate),
            end: formatDate(tournament.EndDate),
          })}
        </Text>
        <Text size="sm">{tournament.ruleName}</Text>
        <Button
          onClick={handleOpen}
          aria-label={t('judging.list.openNamed', { name: tournament.Name })}
          w="fit-content"
        >
          {finished ? t('judging.list.view') : t('judging.list.open')}
        </Button>
      </Stack>
    </Card>
  );
}
