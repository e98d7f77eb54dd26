import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TournamentDraftDto } from '@tightlines/domain';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { showError } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format-date';
import { QueryError } from '../../../ui/query-error';
import { showToast } from '../../../ui/toasts';
import { useDeleteDraft, useMyDrafts } from '../hooks/tournaments-api';

/** Spec §9: the "draft deleted" notice stays 5 s. */
const DRAFT_DELETED_NOTICE_MS = 5000;

/**
 * The signed-in organiser's drafts (spec §2 "The list shows drafts"): each resumes in the wizard
 * (`/create_tournament/{draft UUID}`) or is deleted after a confirmation, with the "draft deleted"
 * notice and the list read again.
 */
export function MyDrafts() {
  const t = useT();
  const drafts = useMyDrafts(true);
  const remove = useDeleteDraft();
  if (drafts.isError) return <QueryError error={drafts.error} onRetry={() => void drafts.refetch()} />;
  if (drafts.isPending) return <Skeleton h={72} radius="lg" />;
  if (drafts.data.length === 0) return null;

  const handleDelete = async (draft: TournamentDraftDto) => {
    const name = draft.tournamentName || t('tournaments.list.drafts.untitled');
    const confirmed = await confirmAction({
      title: t('tournaments.list.drafts.deleteTitle'),
      message: t('tournaments.list.drafts.deleteMessage', { name }),
      confirmLabel: t('tournaments.list.drafts.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(draft.UUID, {
      onSuccess: () =>
        void showToast({
          message: t('tournaments.list.drafts.deleted'),
          color: 'teal',
          autoClose: DRAFT_DELETED_NOTICE_MS,
        }),
      onError: showError,
    });
  };

  return (
    <section aria-labelledby="my-drafts-heading">
      <Title order={2} size="h3" id="my-drafts-heading" mb="xs">
        {t('tournaments.list.drafts.title')}
      </Title>
      <Stack gap="xs">
        {drafts.data.map((draft) => {
          const name = draft.tournamentName || t('tournaments.list.drafts.untitled');
          return (
            <Card key={draft.UUID} withBorder radius="md" padding="sm" component="article" aria-label={name}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('tournaments.list.drafts.savedAt', { when: formatDateTime(draft.updatedAt) })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    component={Link}
                    to={`/create_tournament/${draft.UUID}`}
                    size="xs"
                    variant="light"
                    aria-label={t('tournaments.list.drafts.resumeNamed', { name })}
                  >
                    {t('tournaments.list.drafts.resume')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables === draft.UUID}
                    onClick={() => void handleDelete(draft)}
                    aria-label={t('tournaments.list.drafts.deleteNamed', { name })}
                  >
                    {t('tournaments.list.drafts.delete')}
                  </Button>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </section>
  );
}
