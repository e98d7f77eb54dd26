import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZJudgingNoteInput, type JudgingCatch } from '@tightlines/domain';
import { z } from 'zod';
import { useT } from '../../../i18n/use-t';
import { showOnField } from '../../../ui/field-errors';
import { formatDateTime } from '../../../ui/format-date';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useAddNote } from '../hooks/judging-workspace';
import type { JudgePlayerHandle } from './judge-player';
import { formatVideoTime } from './player-shortcuts';

const noteForm = z.object({ text: ZJudgingNoteInput.shape.text });

/**
 * A catch's timestamped notes: each pinned to a moment of one of its videos (clicking one shows
 * that moment); a new note is pinned where the player stands.
 */
export function CatchNotes({
  tournamentId,
  item,
  player,
  editable,
}: {
  tournamentId: string;
  item: JudgingCatch;
  player: React.RefObject<JudgePlayerHandle | null>;
  editable: boolean;
}) {
  const t = useT();
  const add = useAddNote(tournamentId, item.catchId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: localizedResolver(noteForm),
  });
  const videoIndex = (videoId: string) => item.videos.findIndex((video) => video.videoId === videoId);

  const handleAdd = ({ text }: { text: string }) => {
    const at = player.current?.position() ?? { video: 0, seconds: 0 };
    const video = item.videos[at.video];
    if (!video) return;
    add.mutate(
      { videoId: video.videoId, atSeconds: Math.round(at.seconds * 100) / 100, text },
      { onSuccess: () => form.reset(), onError: showOnField(form) },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-label={t('judging.notes.title')}>
      <Text fw={600} size="sm">
        {t('judging.notes.title')}
      </Text>
      {item.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('judging.notes.none')}
        </Text>
      ) : (
        <Stack gap={4} role="list">
          {item.notes.map((note) => {
            const index = videoIndex(note.videoId);
            const moment = t('judging.notes.moment', {
              video: index + 1,
              time: formatVideoTime(note.atSeconds),
            });
            return (
              <UnstyledButton
                key={note.id}
                role="listitem"
                onClick={() => player.current?.seek(Math.max(0, index), note.atSeconds)}
                aria-label={t('judging.notes.seek', { moment, text: note.text })}
                p={4}
                style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="xs" ff="monospace" fw={700} c="blue.8" style={{ flexShrink: 0 }}>
                    {moment}
                  </Text>
                  <Stack gap={0}>
                    <Text size="sm">{note.text}</Text>
                    <Text size="xs" c="dimmed">
                      {`${note.author.name} ${note.author.lastname}`.trim()} ·{' '}
                      {formatDateTime(note.createdAt)}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
      {editable && item.videos.length > 0 ? (
        <form onSubmit={form.onSubmit(handleAdd)}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('judging.notes.new')}
              maxLength={1000}
              {...form.getInputProps('text')}
            />
            <Button type="submit" variant="light" loading={add.isPending}>
              {t('judging.notes.pin')}
            </Button>
          </Group>
        </form>
      ) : null}
    </Stack>
  );
}
