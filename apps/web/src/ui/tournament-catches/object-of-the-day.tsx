import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ObjectOfTheDay as DayObject } from '@tightlines/domain';
import { useT } from '../../i18n/use-t';
import { useObjectOfTheDay } from '../../api/tournament-catches/tournament-catches';

/**
 * The day's object, shown large: what every catch video of the day must show (issue 21 point 7).
 * `object` null means the tournament day has not started yet.
 */
export function ObjectOfTheDayCard({ object }: { object: DayObject | null }) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-yellow-light)"
      role="status"
      aria-label={t('tournamentCatches.object.title')}
      data-testid="object-of-the-day"
    >
      <Stack gap={4}>
        <Title order={3} size="h6">
          {t('tournamentCatches.object.title')}
        </Title>
        {object ? (
          <>
            <Text fz={28} fw={800} lh={1.1} style={{ overflowWrap: 'anywhere' }} data-testid="object-code">
              {object.label}
            </Text>
            <Text size="sm">{t('tournamentCatches.object.showIt', { label: object.label })}</Text>
            <Text size="xs" c="dimmed">
              {t('tournamentCatches.object.hint')}
            </Text>
          </>
        ) : (
          <Text size="sm">{t('tournamentCatches.object.notYet')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A tournament's object of the day, for the tournament page to mount: shown to its members, judges
 * and organiser; nothing at all for a guest (`signedIn` false), for anyone else (the server refuses
 * them) or while it fails to load.
 */
export function ObjectOfTheDay({ tournamentId, signedIn }: { tournamentId: string; signedIn: boolean }) {
  const t = useT();
  const object = useObjectOfTheDay(tournamentId, signedIn);
  if (object.isPending && object.fetchStatus !== 'idle') {
    return <Loader size="sm" aria-label={t('tournamentCatches.object.loading')} />;
  }
  if (!object.isSuccess) return null;
  return <ObjectOfTheDayCard object={object.data} />;
}
