import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { BACKUP_MEDIA_MAX, messages, sessionConfirmations, sessionMessages } from '@tightlines/domain';
import { useState } from 'react';
import { confirmAction } from '../../../ui/confirm';
import { showError, showSuccess } from '../../../ui/feedback';
import {
  useAddBackupMedia,
  useBackupMedia,
  useDeleteBackupMedia,
  type BackupParent,
} from '../hooks/backup-media';
import { VideoField, type UploadedVideo } from './video-field';

/**
 * Add backup media to a session or to one of its logs (`parent`; at most 3 each, spec §9), view it
 * and delete it (confirmed). The limit is checked before a file is picked: with 3 already (or
 * while the count is not known) no upload can start, and the modal says why.
 */
export function BackupMediaModal({
  opened,
  onClose,
  parent,
  title = 'Backup media',
}: {
  opened: boolean;
  onClose: () => void;
  parent: BackupParent;
  /** Names what the media backs up: the session (default) or one fish log. */
  title?: string;
}) {
  const media = useBackupMedia(parent);
  const add = useAddBackupMedia(parent);
  const remove = useDeleteBackupMedia(parent);
  const [uploaded, setUploaded] = useState<UploadedVideo | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const count = media.data?.length;
  const full = count !== undefined && count >= BACKUP_MEDIA_MAX;

  const handleAdd = () => {
    if (!uploaded) return showError(new Error(messages.selectFile));
    add.mutate(uploaded.key, {
      onSuccess: () => {
        setUploaded(null);
        setResetKey((key) => key + 1);
        showSuccess(sessionMessages.backupMediaAdded);
      },
      onError: showError,
    });
  };

  const handleDelete = async (mediaId: string) => {
    if (!(await confirmAction({ ...sessionConfirmations.deleteBackupMedia, destructive: true }))) return;
    remove.mutate(mediaId, {
      onSuccess: () => showSuccess(sessionMessages.backupMediaDeleted),
      onError: () => showError(new Error(messages.backupMediaDeleteError)),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        {media.isError ? <Text c="red">{messages.backupMediaLoadError}</Text> : null}
        {(media.data ?? []).map((item, index) => (
          <Group key={item.mediaId} justify="space-between">
            <a href={item.Url} target="_blank" rel="noreferrer">
              Backup media {index + 1} ({item.extension})
            </a>
            <Button size="xs" variant="subtle" color="red" onClick={() => void handleDelete(item.mediaId)}>
              Delete
            </Button>
          </Group>
        ))}
        {media.isPending ? <Loader size="sm" aria-label="Loading backup media" /> : null}
        {full ? (
          <Alert color="yellow" title={messages.backupMediaLimit}>
            {`A log or session keeps at most ${BACKUP_MEDIA_MAX} backup media. Delete one to add another.`}
          </Alert>
        ) : null}
        {media.isSuccess && !full ? (
          <>
            <VideoField key={resetKey} label="Backup video" onUploaded={setUploaded} />
            <Group justify="flex-end">
              <Button onClick={handleAdd} loading={add.isPending} disabled={!uploaded}>
                Add backup media
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
