import { Badge, Group, Stack, Text } from '@mantine/core';
import type { JudgeStatus, TournamentDto } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';

const STATUS_COLOR: Record<JudgeStatus, string> = {
  invited: 'gray.8',
  accepted: 'teal.9',
  declined: 'red.8',
};

const STATUS_LABEL = {
  invited: 'tournaments.detail.judgeStatus.invited',
  accepted: 'tournaments.detail.judgeStatus.accepted',
  declined: 'tournaments.detail.judgeStatus.declined',
} as const satisfies Record<JudgeStatus, string>;

/**
 * The organiser's view of the judges they named (issue 32): each address with its answer (invited,
 * accepted, declined), and why judging cannot finish while nobody has accepted.
 */
export function JudgeStatuses({ judges }: { judges: TournamentDto['judges'] }) {
  const t = useT();
  if (judges.length === 0) return null;
  const accepted = judges.some((judge) => judge.status === 'accepted');
  return (
    <Stack gap={6}>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {judges.map((judge) => (
          <Group key={judge.email} component="li" gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {judge.email}
            </Text>
            <Badge size="sm" variant="outline" color={STATUS_COLOR[judge.status]}>
              {t(STATUS_LABEL[judge.status])}
            </Badge>
          </Group>
        ))}
      </Stack>
      {accepted ? null : (
        <Text size="sm" c="dimmed">
          {t('tournaments.detail.judgesNoneAccepted')}
        </Text>
      )}
    </Stack>
  );
}
