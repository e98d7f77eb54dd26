import { Button, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { RANKING_CATEGORY_VALUES, type RankingCategory } from '@tightlines/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { rankingPath, useRankingWidget, WIDGET_RANKING_FILTER } from '../../api/rankings/rankings';
import { useT, type MessageKey } from '../../i18n/use-t';
import { QueryError } from '../query-error';
import { RankingEntries } from './ranking-entries';

const CATEGORY_LABELS: Record<RankingCategory, MessageKey> = {
  boats: 'rankingUi.club.boats',
  captains: 'rankingUi.club.captains',
  mates: 'rankingUi.club.mates',
  anglers: 'rankingUi.club.anglers',
};

/**
 * A leaderboard widget: five entries of the current year, both water types, and a link to the same
 * ranking on /ranking. On home and My Profile (spec §9) the top boats; on a club's page (issue 37)
 * the club's leaderboard, its current members (or the boats they own) in a category of the reader's
 * choice, anglers first.
 */
export function RankingWidget({ club }: { club?: string }) {
  const t = useT();
  const headingId = useId();
  const [category, setCategory] = useState<RankingCategory>(club ? 'anglers' : 'boats');
  const filter = club ? { ...WIDGET_RANKING_FILTER, category, club } : WIDGET_RANKING_FILTER;
  const ranking = useRankingWidget(filter);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t(club ? 'rankingUi.club.title' : 'rankingUi.widget.title')}
        </Title>
        {club ? (
          <SegmentedControl
            aria-label={t('rankingUi.club.category')}
            value={category}
            onChange={(value) => setCategory(value as RankingCategory)}
            data={RANKING_CATEGORY_VALUES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }))}
            fullWidth
          />
        ) : null}
        {ranking.isPending ? (
          <Stack
            gap="xs"
            role="status"
            aria-busy="true"
            aria-label={t(club ? 'rankingUi.club.loading' : 'rankingUi.widget.loading')}
          >
            <Skeleton h={48} radius="lg" />
            <Skeleton h={48} radius="lg" />
            <Skeleton h={48} radius="lg" />
          </Stack>
        ) : ranking.isError ? (
          <QueryError error={ranking.error} onRetry={() => void ranking.refetch()} />
        ) : ranking.data.entries.length === 0 ? (
          <Text c="dimmed" aria-busy={ranking.isPlaceholderData}>
            {t(club ? 'rankingUi.club.empty' : 'rankingUi.widget.empty')}
          </Text>
        ) : (
          <div aria-busy={ranking.isPlaceholderData}>
            <RankingEntries
              category={filter.category}
              entries={ranking.data.entries}
              labelledBy={headingId}
              compact
            />
          </div>
        )}
        <Button
          component={Link}
          to={rankingPath(filter)}
          variant="light"
          leftSection={<IconTrophy size={18} aria-hidden />}
        >
          {t('rankingUi.widget.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
