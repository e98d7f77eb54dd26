import { Alert, Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { AppError, BACKUP_MEDIA_MAX } from '@tightlines/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { showError, showSuccess } from '../../../ui/feedback';
import { specMessage } from '../../../ui/spec-message';
import {
  useAddBackupMedia,
  useBackupMedia,
  useDeleteBackupMedia,
  type BackupParent,
} from '../hooks/backup-media';
import { confirmationOf, doneMessages } from './labels';
import { VideoField, type UploadedVideo } from './video-field';

/**
 * Add backup media (a clip or a photo) to a session or to one of its logs (`parent`; at most 3 each,
 * spec §9), view it (photos as pictures) and delete it (confirmed). The limit is checked before a file is picked: with 3 already (or
 * while the count is not known) no upload can start, and the modal says why.
 */
export function BackupMediaModal({
  opened,
  onClose,
  parent,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  parent: BackupParent;
  /** Names what the media backs up: the session (default) or one fish log. */
  title?: string;
}) {
  const t = useT();
  const media = useBackupMedia(parent);
  const add = useAddBackupMedia(parent);
  const remove = useDeleteBackupMedia();
  const [uploaded, setUploaded] = useState<UploadedVideo | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const count = media.data?.length;
  const full = count !== undefined && count >= BACKUP_MEDIA_MAX;

  const handleAdd = () => {
    if (!uploaded) return showError(new AppError('VALIDATION', { key: 'selectFile' }));
    add.mutate(uploaded.key, {
      onSuccess: () => {
        setUploaded(null);
        setResetKey((key) => key + 1);
        showSuccess(t(doneMessages.backupMediaAdded));
      },
      onError: showError,
    });
  };

  const handleDelete = async (mediaId: string) => {
    if (!(await confirmAction({ ...confirmationOf('deleteBackupMedia', t), destructive: true }))) return;
    remove.mutate(mediaId, {
      onSuccess: () => showSuccess(t(doneMessages.backupMediaDeleted)),
      onError: () => showError(new AppError('VALIDATION', { key: 'backupMediaDeleteError' })),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('fishlogs.backupMedia')}>
      <Stack>
        {media.isError ? <Text c="red">{specMessage('backupMediaLoadError')}</Text> : null}
        {(media.data ?? []).map((item, index) => (
          <Group key={item.mediaId} justify="space-between">
            <a href={item.Url} target="_blank" rel="noreferrer">
              {/* A photo shows as itself; a clip by its name (it plays when opened). */}
              {item.contentType.startsWith('image/') ? (
                <Image
                  src={item.Url}
                  alt={t('fishlogs.backup.photo', { number: index + 1 })}
                  h={72}
                  w="auto"
                  fit="contain"
                  radius="sm"
                />
              ) : (
                t('fishlogs.backup.item', { number: index + 1, extension: item.extension })
              )}
            </a>
            <Button size="xs" variant="subtle" color="red" onClick={() => void handleDelete(item.mediaId)}>
              {t('fishlogs.delete')}
            </Button>
          </Group>
        ))}
        {media.isPending ? <Loader size="sm" aria-label={t('fishlogs.backup.loading')} /> : null}
        {full ? (
          <Alert color="yellow" title={specMessage('backupMediaLimit')}>
            {t('fishlogs.backup.limit', { maximum: BACKUP_MEDIA_MAX })}
          </Alert>
        ) : null}
        {media.isSuccess && !full ? (
          <>
            <VideoField
              key={resetKey}
              label={t('fishlogs.backup.video')}
              onUploaded={setUploaded}
              acceptPictures
            />
            <Group justify="flex-end">
              <Button onClick={handleAdd} loading={add.isPending} disabled={!uploaded}>
                {t('fishlogs.backup.add')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
