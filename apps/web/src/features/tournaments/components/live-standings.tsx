import { Badge, Group, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { LiveStandings as LiveStandingsDto } from '@tightlines/domain';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useLiveStandings } from '../hooks/live-standings';
import { StandingsTable } from './standings-table';

/** What a screen reader is told when the standings move: the leading angler (or that none scored). */
function leaderOf(standings: LiveStandingsDto) {
  const leader = standings.anglers[0];
  return leader && leader.points > 0 ? leader : null;
}

/**
 * A running or judged tournament's standings as judges decide (issue 35 point 4), marked
 * provisional; once the results are official the official results take its place. A change is
 * announced politely, once per change (the heartbeats say nothing).
 */
export function LiveStandings({ tournamentId }: { tournamentId: string }) {
  const t = useT();
  const standings = useLiveStandings(tournamentId, true);
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (!standings) return;
    // The first standings are the page's own; only later changes are news.
    if (first.current) {
      first.current = false;
      return;
    }
    const leader = leaderOf(standings);
    setAnnouncement(
      leader
        ? t('tournaments.standings.moved', { name: leader.name, points: leader.points })
        : t('tournaments.standings.movedNoLeader'),
    );
  }, [standings, t]);
  if (standings && !standings.provisional) return null;
  return (
    <Paper component="section" aria-labelledby="tournament-standings" withBorder radius="lg" p="md">
      <Group gap="xs" mb="sm">
        <Title order={2} size="h4" id="tournament-standings">
          {t('tournaments.standings.title')}
        </Title>
        <Badge variant="light" color="yellow">
          {t('tournaments.standings.provisional')}
        </Badge>
      </Group>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {standings ? (
        <Stack gap="md" data-testid="live-standings">
          <Text size="sm" c="dimmed">
            {t('tournaments.standings.lead')}
          </Text>
          <StandingsTable
            title={t('tournaments.results.anglers')}
            id="live-anglers"
            lines={standings.anglers}
          />
          <StandingsTable title={t('tournaments.results.boats')} id="live-boats" lines={standings.boats} />
          {standings.teams ? (
            <StandingsTable title={t('tournaments.results.teams')} id="live-teams" lines={standings.teams} />
          ) : null}
        </Stack>
      ) : (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('tournaments.standings.loading')}</Text>
        </Group>
      )}
    </Paper>
  );
}
