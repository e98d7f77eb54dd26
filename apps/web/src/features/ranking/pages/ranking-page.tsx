import { Alert, Button, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconInfoCircle, IconUsersGroup } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { rankingToParams, useRanking, type RankingFilter } from '../../../api/rankings/rankings';
import { useT } from '../../../i18n/use-t';
import { fieldOfError } from '../../../ui/field-errors';
import { formatDay } from '../format-day';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { RankingEntries } from '../../../ui/ranking/ranking-entries';
import { LeaderChart } from '../components/leader-chart';
import { rankingFromParams } from '../hooks/ranking-address';
import {
  CATEGORY_LABELS,
  RANGE_LABELS,
  RankingFilterPanel,
  WATER_LABELS,
} from '../components/ranking-filter-panel';
import { RankingPager } from '../components/ranking-pager';

/**
 * /ranking (spec §2 Ranking, issue 36): the leaderboard the address describes
 * (`?category=…&range=…&page=N`, so a ranking can be shared). The filter panel opens and closes;
 * applying copies its filter into the address, which reloads the ranking; an empty result opens the
 * panel again with a message. Five entries a page, the leader's points over the period on the first,
 * and a "Verified only" switch that ranks by officially judged catches alone. A club's leaderboard
 * (`&club=…`, the link of a club page's widget) says so, and shows everyone again on request.
 */
export function RankingPage() {
  const t = useT();
  const panelId = useId();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const { filter, page } = rankingFromParams(params);
  const ranking = useRanking(filter, page);
  const settled = ranking.isSuccess && !ranking.isPlaceholderData;
  const emptyRanking = settled && page === 1 && ranking.data.entries.length === 0;
  const refused = ranking.isError && fieldOfError(ranking.error, filter) !== null;
  // Opened or closed by hand for this address; otherwise open when there is something to change.
  const [toggled, setToggled] = useState<{ address: string; open: boolean } | null>(null);
  const panelOpen = toggled?.address === address ? toggled.open : emptyRanking || refused;

  const show = (next: RankingFilter, nextPage = 1) => {
    const nextParams = rankingToParams(next, nextPage);
    setToggled(null);
    if (nextParams.toString() === address) void ranking.refetch();
    else setParams(nextParams);
  };

  return (
    <>
      <PageHeader
        title={t('ranking.title')}
        description={t('ranking.description')}
        actions={
          <Button
            variant={panelOpen ? 'filled' : 'light'}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            onClick={() => setToggled({ address, open: !panelOpen })}
          >
            {t('ranking.filters.toggle')}
          </Button>
        }
      />
      <Stack gap="lg">
        {panelOpen ? (
          <RankingFilterPanel
            key={address}
            id={panelId}
            value={filter}
            refusal={ranking.isError ? ranking.error : null}
            notice={
              emptyRanking ? (
                <Alert color="ocean" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
                  <Text fw={600}>{t('ranking.empty.title')}</Text>
                  <Text size="sm">{t('ranking.empty.text')}</Text>
                </Alert>
              ) : null
            }
            onApply={(next) => show(next)}
          />
        ) : null}
        {filter.club ? (
          <Alert color="ocean" variant="light" icon={<IconUsersGroup aria-hidden />}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('ranking.club.only')}</Text>
              <Button variant="subtle" size="compact-sm" onClick={() => show({ ...filter, club: null })}>
                {t('ranking.club.everyone')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Switch
          label={t('ranking.verified.label')}
          description={t('ranking.verified.hint')}
          checked={filter.verified}
          onChange={(event) => show({ ...filter, verified: event.currentTarget.checked })}
        />
        <Stack component="section" aria-labelledby={headingId} gap="md">
          <div>
            <Title order={2} id={headingId}>
              {t('ranking.results.title', {
                category: t(CATEGORY_LABELS[filter.category]),
                range: t(RANGE_LABELS[filter.range]),
                water: t(WATER_LABELS[filter.water]),
              })}
            </Title>
            {ranking.data ? (
              <Text c="dimmed" size="sm">
                {t('ranking.results.period', {
                  start: formatDay(ranking.data.period.start),
                  end: formatDay(ranking.data.period.end),
                })}
              </Text>
            ) : null}
          </div>
          {ranking.isPending ? (
            <Stack gap="xs" role="status" aria-busy="true" aria-label={t('ranking.results.loading')}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} h={72} radius="lg" />
              ))}
            </Stack>
          ) : ranking.isError ? (
            <QueryError error={ranking.error} onRetry={() => void ranking.refetch()} />
          ) : ranking.data.entries.length === 0 ? (
            page === 1 ? (
              <Text c="dimmed">{t('ranking.empty.title')}</Text>
            ) : (
              <Group>
                <Text c="dimmed">{t('ranking.results.pastEnd')}</Text>
                <Button variant="subtle" onClick={() => show(filter)}>
                  {t('ranking.results.firstPage')}
                </Button>
              </Group>
            )
          ) : (
            <Stack gap="md" aria-busy={ranking.isPlaceholderData}>
              {page === 1 ? (
                <LeaderChart leader={ranking.data.entries[0]!.name} series={ranking.data.leaderSeries} />
              ) : null}
              <RankingEntries
                category={filter.category}
                entries={ranking.data.entries}
                labelledBy={headingId}
              />
              <RankingPager
                page={page}
                hasMore={ranking.data.hasMore}
                onPage={(nextPage) => show(filter, nextPage)}
              />
            </Stack>
          )}
        </Stack>
      </Stack>
    </>
  );
}
