import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { FishLogStatus } from '@tightlines/domain';
import { useCatchJudging } from '../../api/tournament-catches/tournament-catches';
import { useT, type MessageKey } from '../../i18n/use-t';
import { formatDateTime } from '../format-date';

const STATUS: Record<FishLogStatus, { label: MessageKey; color: string }> = {
  Pending: { label: 'tournamentCatches.judging.pending', color: 'gray' },
  Approved: { label: 'tournamentCatches.judging.approved', color: 'teal.9' },
  Refused: { label: 'tournamentCatches.judging.refused', color: 'red.9' },
  Invalid: { label: 'tournamentCatches.judging.invalid', color: 'orange.9' },
};

/**
 * A tournament catch's judging as its angler sees it (issue 22 point 3): the status, the points, the
 * reason a refusal carries and the judges' comments. `enabled` for a tournament catch only (the
 * server answers 404 for any other); nothing shows while it loads or when it cannot be read.
 */
export function CatchJudging({ catchId, enabled }: { catchId: string; enabled: boolean }) {
  const t = useT();
  const judging = useCatchJudging(catchId, enabled);
  if (!enabled || !judging.data) return null;
  const { status, points, refusalReason, comments, finished } = judging.data;
  return (
    <Stack
      gap={4}
      mt={4}
      data-testid="catch-judging"
      aria-label={t('tournamentCatches.judging.title')}
      role="group"
    >
      <Group gap="xs">
        <Badge color={STATUS[status].color} variant="filled">
          {t(STATUS[status].label)}
        </Badge>
        {status === 'Approved' ? (
          <Text size="xs">{t('tournamentCatches.judging.points', { points })}</Text>
        ) : null}
        {finished ? (
          <Text size="xs" c="dimmed">
            {t('tournamentCatches.judging.official')}
          </Text>
        ) : null}
      </Group>
      {status === 'Refused' && refusalReason ? (
        <Alert color="red" variant="light" p="xs" title={t('tournamentCatches.judging.reason')}>
          {refusalReason}
        </Alert>
      ) : null}
      {comments.length ? (
        <Stack gap={2} role="list" aria-label={t('tournamentCatches.judging.comments')}>
          <Text size="xs" fw={600}>
            {t('tournamentCatches.judging.comments')}
          </Text>
          {comments.map((comment) => (
            <Text key={comment.Id} size="sm" role="listitem">
              {comment.Comment}{' '}
              <Text span size="xs" c="dimmed">
                {`— ${comment.Name} ${comment.Lastname}`.trim()}, {formatDateTime(comment.CreatedAt)}
              </Text>
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
