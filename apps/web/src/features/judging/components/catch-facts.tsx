import { Badge, Stack } from '@mantine/core';
import type { FishLogStatus, JudgingCatch } from '@tightlines/domain';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { formatPosition } from '../../../ui/format-coordinates';
import { FactLine } from '../../../ui/fact-line';
import { formatDateTime } from '../../../ui/format-date';
import { CatchFlagBadges, ObjectOfTheDayCard } from '../../../ui/tournament-catches';

export const STATUS_LABELS: Record<FishLogStatus, MessageKey> = {
  Pending: 'judging.status.pending',
  Approved: 'judging.status.approved',
  Refused: 'judging.status.refused',
  Invalid: 'judging.status.invalid',
};

/** Dark shades under white text: each keeps the contrast small text needs (WCAG AA, 4.5:1). */
const STATUS_COLORS: Record<FishLogStatus, string> = {
  Pending: 'gray.7',
  Approved: 'teal.9',
  Refused: 'red.9',
  Invalid: 'grape.9',
};

export function StatusBadge({ status }: { status: FishLogStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled">
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}

/** What a judge weighs beside the video: time, position, boat, angler, species, the day's code, the flags. */
export function CatchFacts({ item }: { item: JudgingCatch }) {
  const t = useT();
  const fact = (label: MessageKey, value: string) => <FactLine label={t(label)} value={value} />;
  return (
    <Stack gap={4} data-testid="catch-facts">
      {fact('judging.catch.time', formatDateTime(item.logTime))}
      {fact(
        'judging.catch.position',
        item.position ? formatPosition(item.position.latitude, item.position.longitude) : t('judging.none'),
      )}
      {fact('judging.catch.boat', item.boat?.boatName ?? t('judging.none'))}
      {fact('judging.catch.angler', `${item.angler.name} ${item.angler.lastname}`.trim())}
      {fact('judging.catch.species', item.species.name)}
      {item.objectOfTheDay ? (
        <ObjectOfTheDayCard object={item.objectOfTheDay} />
      ) : (
        fact('judging.catch.objectOfTheDay', t('judging.none'))
      )}
      <CatchFlagBadges flags={item.flags} />
    </Stack>
  );
}
