import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TournamentCounters as Counters } from '@tightlines/domain';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { useTournamentCounters, type TournamentFilters } from '../hooks/tournaments-api';

// Each status as the status filter means it (`upcoming` is the spec's other name of Active, the
// same number, so it has no tile of its own); past: ended, its results not official yet.
const COUNTERS: [keyof Counters, MessageKey][] = [
  ['Active', 'tournaments.list.counters.active'],
  ['current', 'tournaments.list.counters.current'],
  ['past', 'tournaments.list.counters.past'],
  ['ready', 'tournaments.list.counters.ready'],
  ['Finished', 'tournaments.list.counters.finished'],
  ['Canceled', 'tournaments.list.counters.canceled'],
];

/**
 * The tournament counters (spec §3) of the tournaments the list's filters keep: Active (not yet
 * started), current, past, ready to judge, Finished and Canceled, as the status filter means them.
 */
export function TournamentCounters({ filters }: { filters: TournamentFilters }) {
  const t = useT();
  const counters = useTournamentCounters(filters);
  // The counters are a summary beside the list: when they fail the list still says what is wrong.
  if (counters.isError) return null;
  return (
    <section aria-label={t('tournaments.list.counters.title')}>
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
        {COUNTERS.map(([name, label]) => (
          <Paper key={name} withBorder radius="md" p="xs" ta="center">
            {/* The number's own line holds the placeholder: nothing below moves when it arrives. */}
            <Text fw={700} size="xl" data-counter={counters.data ? name : undefined}>
              {counters.data ? (
                counters.data[name]
              ) : (
                <Skeleton
                  component="span"
                  display="inline-block"
                  h="1em"
                  w={32}
                  style={{ verticalAlign: 'middle' }}
                />
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {t(label)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
