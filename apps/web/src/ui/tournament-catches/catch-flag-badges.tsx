import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { CatchFlag } from '@tightlines/domain';
import { useT, type MessageKey } from '../../i18n/use-t';

const labels: Record<CatchFlag, { label: MessageKey; why: MessageKey }> = {
  outsideFishingArea: {
    label: 'tournamentCatches.flag.outsideFishingArea',
    why: 'tournamentCatches.flag.outsideFishingArea.why',
  },
  noPosition: { label: 'tournamentCatches.flag.noPosition', why: 'tournamentCatches.flag.noPosition.why' },
  logTimeOutsideHours: {
    label: 'tournamentCatches.flag.logTimeOutsideHours',
    why: 'tournamentCatches.flag.logTimeOutsideHours.why',
  },
  videoTimeOutsideHours: {
    label: 'tournamentCatches.flag.videoTimeOutsideHours',
    why: 'tournamentCatches.flag.videoTimeOutsideHours.why',
  },
  videoUsedBefore: {
    label: 'tournamentCatches.flag.videoUsedBefore',
    why: 'tournamentCatches.flag.videoUsedBefore.why',
  },
  speciesNotInTournament: {
    label: 'tournamentCatches.flag.speciesNotInTournament',
    why: 'tournamentCatches.flag.speciesNotInTournament.why',
  },
  deviceClockDiffers: {
    label: 'tournamentCatches.flag.deviceClockDiffers',
    why: 'tournamentCatches.flag.deviceClockDiffers.why',
  },
};

/**
 * A tournament catch's automatic flags (issue 21 point 7) as badges, each with what it means: shown
 * to the catch's owner and the tournament's judges (the server sends them to nobody else).
 */
export function CatchFlagBadges({ flags }: { flags: CatchFlag[] | null | undefined }) {
  const t = useT();
  if (!flags?.length) return null;
  return (
    <Stack gap={4} data-testid="catch-flags" role="list" aria-label={t('tournamentCatches.flags.title')}>
      {flags.map((flag) => (
        <Group key={flag} gap="xs" wrap="nowrap" align="flex-start" role="listitem">
          <Badge
            color="orange"
            variant="light"
            leftSection={<IconFlag size={12} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {t(labels[flag].label)}
          </Badge>
          <Text size="xs">{t(labels[flag].why)}</Text>
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        {t('tournamentCatches.flags.note')}
      </Text>
    </Stack>
  );
}
