import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZCatchCommentInput, type JudgingCatch } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';
import { showOnField } from '../../../ui/field-errors';
import { formatDateTime } from '../../../ui/format-date';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useAddComment } from '../hooks/judging-workspace';

/** The judges' comments on a catch (spec §3 tournament log comment): its angler reads them. */
export function CatchComments({
  tournamentId,
  item,
  editable,
}: {
  tournamentId: string;
  item: JudgingCatch;
  editable: boolean;
}) {
  const t = useT();
  const add = useAddComment(tournamentId, item.catchId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { comment: '' },
    validate: localizedResolver(ZCatchCommentInput),
  });
  return (
    <Stack gap="xs" component="section" aria-label={t('judging.comments.title')}>
      <Text fw={600} size="sm">
        {t('judging.comments.title')}
      </Text>
      {item.comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('judging.comments.none')}
        </Text>
      ) : (
        <Stack gap={4} role="list">
          {item.comments.map((comment) => (
            <Stack key={comment.Id} gap={0} role="listitem">
              <Text size="sm">{comment.Comment}</Text>
              <Text size="xs" c="dimmed">
                {`${comment.Name} ${comment.Lastname}`.trim()} · {formatDateTime(comment.CreatedAt)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {editable ? (
        <form
          onSubmit={form.onSubmit((values) =>
            add.mutate(values, { onSuccess: () => form.reset(), onError: showOnField(form) }),
          )}
        >
          <Stack gap={4}>
            <Textarea
              label={t('judging.comments.new')}
              description={t('judging.comments.hint')}
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('comment')}
            />
            <Button type="submit" variant="light" size="xs" w="fit-content" loading={add.isPending}>
              {t('judging.comments.send')}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
