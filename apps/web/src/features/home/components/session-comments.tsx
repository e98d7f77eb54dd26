import { Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_MAX_LENGTH } from '@tightlines/domain';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { showError } from '../../../ui/feedback';
import { QueryError } from '../../../ui/query-error';
import { uniqueComments, useAddComment, useSessionComments } from '../hooks/session-comments';
import { CommentItem } from './comment-item';
import { useT } from '../../../i18n/use-t';
import { specMessage } from '../../../ui/spec-message';

/** A session's comments, 2 at a time, and a comment box for signed-in users (one post at a time). */
export function SessionComments({ uuid }: { uuid: string }) {
  const t = useT();
  const { isLoggedIn } = useAuth();
  const comments = useSessionComments(uuid, true);
  const addComment = useAddComment(uuid);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const tooLong = t('home.comments.tooLong', { maximum: COMMENT_MAX_LENGTH });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (addComment.isPending) return;
    if (!text.trim()) {
      setProblem(specMessage('completeRequiredFields'));
      return;
    }
    if (text.trim().length > COMMENT_MAX_LENGTH) {
      setProblem(tooLong);
      return;
    }
    setProblem(null);
    // The box empties as the comment leaves, so its text is never on screen twice (box and list);
    // a refused comment comes back into the box.
    const draft = text.trim();
    setText('');
    addComment.mutate(draft, {
      onError: (error) => {
        setText((current) => current || draft);
        showError(error);
      },
    });
  };

  if (comments.isPending) return <Skeleton h={60} />;
  if (comments.isError) return <QueryError error={comments.error} onRetry={() => void comments.refetch()} />;
  const items = uniqueComments(comments.data.pages);
  return (
    <Stack gap="xs">
      {items.length === 0 ? <Text size="sm">{t('home.comments.none')}</Text> : null}
      {items.map((comment) => (
        <CommentItem key={comment.UUID} comment={comment} />
      ))}
      {comments.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('home.comments.more')}
        </Button>
      ) : null}
      {isLoggedIn ? (
        <form onSubmit={handleSubmit}>
          <Stack gap="xs">
            <Textarea
              label={t('home.comments.add')}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                if (problem) setProblem(null);
              }}
              // No maxLength: a pasted text is never cut silently; the count says how much is too much.
              description={t('home.comments.count', { count: text.length, maximum: COMMENT_MAX_LENGTH })}
              error={problem ?? (text.length > COMMENT_MAX_LENGTH ? tooLong : null)}
              autosize
              minRows={1}
            />
            <Group justify="flex-end">
              <Button type="submit" size="xs" loading={addComment.isPending}>
                {t('home.comments.post')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          {t('home.comments.signIn')}
        </Text>
      )}
    </Stack>
  );
}
