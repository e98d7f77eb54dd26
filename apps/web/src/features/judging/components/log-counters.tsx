import { Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { CatchStatusFilter, JudgeSummary, LogCounters } from '@tightlines/domain';
import { useT, type MessageKey } from '../../../i18n/use-t';

const COUNTERS: { key: keyof LogCounters; filter: CatchStatusFilter | null; label: MessageKey }[] = [
  { key: 'Pending', filter: 'pending', label: 'judging.counters.pending' },
  { key: 'Invalid', filter: 'invalid', label: 'judging.counters.invalid' },
  { key: 'Qualified', filter: 'qualified', label: 'judging.counters.qualified' },
  { key: 'All', filter: null, label: 'judging.counters.all' },
];

/**
 * The log counters (spec §3: Pending, Invalid, Qualified, All), each a shortcut to its status
 * filter, and the judge summary (released, not released). They move as spec §4 says when a
 * decision is saved.
 */
export function LogCountersBar({
  counters,
  summary,
  status,
  onStatus,
}: {
  counters: LogCounters;
  summary: JudgeSummary;
  status: CatchStatusFilter | null;
  onStatus: (status: CatchStatusFilter | null) => void;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="sm" component="section" aria-label={t('judging.counters.title')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {COUNTERS.map((counter) => {
          const pressed = status === counter.filter;
          return (
            <UnstyledButton
              key={counter.key}
              aria-pressed={pressed}
              onClick={() => onStatus(counter.filter)}
              data-testid={`counter-${counter.key}`}
              p="xs"
              style={{
                borderRadius: 8,
                border: `1px solid var(--mantine-color-${pressed ? 'blue-6' : 'gray-3'})`,
              }}
            >
              <Text size="xs" c="dimmed">
                {t(counter.label)}
              </Text>
              <Text fz={24} fw={700} lh={1.1}>
                {counters[counter.key]}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group gap="lg" mt="xs" data-testid="judge-summary">
        <Text size="sm">{t('judging.counters.released', { count: summary.released })}</Text>
        <Text size="sm">{t('judging.counters.notReleased', { count: summary.notReleased })}</Text>
      </Group>
    </Paper>
  );
}
