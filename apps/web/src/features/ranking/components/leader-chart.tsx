import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatDay } from '../format-day';

const WIDTH = 320;
const HEIGHT = 80;
const PAD = 4;

/**
 * The points of an SVG line through `series`, scaled to the chart's box: the days evenly across,
 * the points from zero at the bottom to the highest at the top.
 */
export function chartPoints(series: { day: string; points: number }[]): string {
  const top = Math.max(...series.map((point) => point.points), 1);
  const step = series.length > 1 ? (WIDTH - 2 * PAD) / (series.length - 1) : 0;
  return series
    .map((point, index) => {
      const x = PAD + index * step;
      const y = HEIGHT - PAD - (point.points / top) * (HEIGHT - 2 * PAD);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * A small chart of the leader's cumulative points over the period (issue 36), drawn as one SVG line
 * (no chart library: the page stays light). Screen readers read its summary instead.
 */
export function LeaderChart({
  leader,
  series,
}: {
  leader: string;
  series: { day: string; points: number }[];
}) {
  const t = useT();
  const titleId = useId();
  if (series.length === 0) return null;
  const first = series[0]!;
  const last = series[series.length - 1]!;
  const summary = t('ranking.chart.summary', {
    name: leader,
    points: last.points,
    from: formatDay(first.day),
    to: formatDay(last.day),
  });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={titleId}>
        {t('ranking.chart.title', { name: leader })}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
      >
        <polyline
          points={chartPoints(series.length === 1 ? [first, first] : series)}
          fill="none"
          stroke="var(--mantine-primary-color-filled)"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <Text size="xs" c="dimmed" id={`${titleId}-summary`}>
        {summary}
      </Text>
    </Stack>
  );
}
