import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { rankingPath, useRankingWidget, WIDGET_RANKING_FILTER } from '../../api/rankings/rankings';
import { useT } from '../../i18n/use-t';
import { QueryError } from '../query-error';
import { RankingEntries } from './ranking-entries';

/**
 * The leaderboard widget of home and My Profile (spec §9): the five top boats of the current year,
 * both water types, and a link to the same ranking on /ranking.
 */
export function RankingWidget() {
  const t = useT();
  const headingId = useId();
  const ranking = useRankingWidget();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('rankingUi.widget.title')}
        </Title>
        {ranking.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('rankingUi.widget.loading')}>
            <Skeleton h={48} radius="lg" />
            <Skeleton h={48} radius="lg" />
            <Skeleton h={48} radius="lg" />
          </Stack>
        ) : ranking.isError ? (
          <QueryError error={ranking.error} onRetry={() => void ranking.refetch()} />
        ) : ranking.data.entries.length === 0 ? (
          <Text c="dimmed">{t('rankingUi.widget.empty')}</Text>
        ) : (
          <RankingEntries category="boats" entries={ranking.data.entries} labelledBy={headingId} compact />
        )}
        <Button
          component={Link}
          to={rankingPath(WIDGET_RANKING_FILTER)}
          variant="light"
          leftSection={<IconTrophy size={18} aria-hidden />}
        >
          {t('rankingUi.widget.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
