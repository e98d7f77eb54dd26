import { ActionIcon, Avatar, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Comment } from '@tightlines/domain';
import { useAuth } from '../../../app/auth/auth-context';
import { formatDateTime } from '../../../ui/format-date';
import { useRemoveComment } from '../hooks/moderation';
import { confirmModeration } from './confirm-moderation';
import { useT } from '../../../i18n/use-t';

/** One comment; CONTENT_MODERATORs get a remove button (after a confirmation, with an optional reason). */
export function CommentItem({ comment }: { comment: Comment }) {
  const t = useT();
  const { hasPermission } = useAuth();
  const remove = useRemoveComment();
  const author = `${comment.Name} ${comment.Lastname}`.trim();

  const handleRemove = async () => {
    const confirmed = await confirmModeration({
      title: t('home.moderation.removeCommentTitle'),
      message: t('home.moderation.removeCommentMessage'),
      confirmLabel: t('home.moderation.removeCommentConfirm'),
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate({ commentId: comment.UUID, reason: confirmed.reason || undefined });
  };

  return (
    <Group align="flex-start" wrap="nowrap" gap="xs">
      <Avatar src={comment.Url} alt="" size="sm" radius="xl" />
      {/* min-width 0 lets the text wrap inside the card instead of pushing it wider. */}
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {author}{' '}
          <Text span size="xs" c="dimmed">
            {formatDateTime(comment.CreatedAt)}
          </Text>
        </Text>
        {/* A long unbroken word (a link, "noooooo…") breaks anywhere rather than widening the page. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.Text}
        </Text>
      </div>
      {hasPermission('CONTENT_MODERATOR') ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('home.comments.removeBy', { author })}
          loading={remove.isPending}
          onClick={() => void handleRemove()}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
