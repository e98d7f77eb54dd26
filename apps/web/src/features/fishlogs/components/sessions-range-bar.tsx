import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconHistory, IconListDetails } from '@tabler/icons-react';
import type { SessionPage } from '@tightlines/domain';
import { lazy, Suspense } from 'react';
import { t as translate, useT, type Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../ui/format-date';
import type { MySessionsRange } from '../hooks/list-my-sessions';

// The calendar and its date library load only for readers who may pick a range.
const DateRangePicker = lazy(() =>
  import('../../../ui/date-range-picker').then((m) => ({ default: m.DateRangePicker })),
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day as a local date, read as the reader writes days. */
function dayOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
}

/** Which sessions the list holds, in words: the reader always knows what they are not seeing. */
export function describeRange(
  range: MySessionsRange,
  window: SessionPage['window'] | undefined,
  t: Translate = translate,
): string {
  switch (range.kind) {
    case 'all':
      return t('fishlogs.range.all');
    case 'days':
      return range.from === range.to
        ? t('fishlogs.range.day', { day: formatDate(dayOf(range.from)) })
        : t('fishlogs.range.days', { from: formatDate(dayOf(range.from)), to: formatDate(dayOf(range.to)) });
    case 'latest':
      // The server reads up to the day after the last day fished (spec §9): that day is the end.
      return window?.start && window.end
        ? t('fishlogs.range.latestDates', {
            from: formatDate(window.start),
            to: formatDate(new Date(Date.parse(window.end) - DAY_MS)),
          })
        : t('fishlogs.range.latest');
  }
}

/** Says which of my sessions are listed, and lets me pick dates (ACCESS_CALENDAR) or list them all. */
export function SessionsRangeBar({
  range,
  window,
  canPickDays,
  onChange,
}: {
  range: MySessionsRange;
  window: SessionPage['window'] | undefined;
  canPickDays: boolean;
  onChange(range: MySessionsRange): void;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('fishlogs.range.label')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {t('fishlogs.range.showing')}
          </Text>
          <Text fw={600} role="status" data-testid="sessions-range">
            {describeRange(range, window, t)}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end">
          {canPickDays ? (
            <Suspense fallback={<Skeleton h={36} w={240} radius="sm" />}>
              <DateRangePicker
                label={t('fishlogs.range.dates')}
                value={range.kind === 'days' ? { from: range.from, to: range.to } : null}
                onChange={({ from, to }) => onChange({ kind: 'days', from, to })}
              />
            </Suspense>
          ) : null}
          {range.kind !== 'all' ? (
            <Button
              variant="light"
              leftSection={<IconListDetails size={16} aria-hidden />}
              onClick={() => onChange({ kind: 'all' })}
            >
              {t('fishlogs.allSessions')}
            </Button>
          ) : null}
          {range.kind !== 'latest' ? (
            <Button
              variant="subtle"
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => onChange({ kind: 'latest' })}
            >
              {t('fishlogs.range.lastYear')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
