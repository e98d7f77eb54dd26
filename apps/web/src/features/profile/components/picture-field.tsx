import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { AppError, type MessageRef } from '@tightlines/domain';
import { useEffect, useState } from 'react';
import { useLatestTask } from '../../../ui/use-latest-task';
import { preparePicture } from '../../../api/upload-picture';
import { useT } from '../../../i18n/use-t';
import { specMessage } from '../../../ui/spec-message';

/**
 * Picks a picture: PNG or JPEG by its bytes (spec §5), shrunk in the browser to 512 px before it
 * is uploaded. A refused file leaves the current picture as it was and says why. `value` is a new
 * picture ready to upload, null to remove the current one, or undefined to keep it.
 * While a chosen file is being checked and shrunk, `onBusyChange(true)`: the form holds its
 * Save until the picture is ready, or it would save without it. Choosing another file (or Remove)
 * while one is being prepared drops the older one: only the newest choice reaches `onChange`.
 */
export function PictureField({
  label,
  currentUrl,
  value,
  onChange,
  onBusyChange,
  shape = 'round',
  uploadError = null,
}: {
  label: string;
  currentUrl: string | null;
  value: Blob | null | undefined;
  onChange(picture: Blob | null | undefined): void;
  onBusyChange(busy: boolean): void;
  shape?: 'round' | 'square';
  /** Why the last save could not upload the picture (the storage quota, a refused file), shown under the field. */
  uploadError?: MessageRef | null;
}) {
  const t = useT();
  const [error, setError] = useState<MessageRef | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preparing = useLatestTask();

  // Each preview URL is released once it is replaced or the field goes away.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    const { signal, end } = preparing.start((isBusy) => {
      setBusy(isBusy);
      onBusyChange(isBusy);
    });
    setError(null);
    try {
      const picture = await preparePicture(file);
      // A newer choice (or Remove) came while this one was prepared: it wins.
      if (signal.aborted) return;
      setPreview(URL.createObjectURL(picture));
      onChange(picture);
    } catch (problem) {
      if (!signal.aborted)
        setError(problem instanceof AppError ? problem.ref : { key: 'invalidImageFormat' });
    } finally {
      end();
    }
  };

  const handleRemove = () => {
    preparing.cancel();
    onChange(null);
  };

  const shown = value === null ? null : value ? preview : currentUrl;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md" wrap="nowrap">
        <Avatar src={shown} alt="" size={64} radius={shape === 'round' ? 'xl' : 'md'} color="ocean">
          <IconPhoto size={28} aria-hidden />
        </Avatar>
        <Group gap="xs">
          <FileButton onChange={handleFile} accept="image/png,image/jpeg">
            {(props) => (
              <Button variant="default" loading={busy} {...props}>
                {t('profile.picture.choose')}
              </Button>
            )}
          </FileButton>
          {shown ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={handleRemove}
            >
              {t('profile.picture.remove')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {(error ?? uploadError) ? (
        <Text size="sm" c="red" role="alert">
          {specMessage((error ?? uploadError)!)}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('profile.picture.formats')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Whether a save failed because of the picture, to be shown under its field: the account's storage
 * quota has no room for it, or the server refused the file when it finished the upload.
 */
export function isPictureError(error: unknown): error is AppError {
  return (
    error instanceof AppError && (error.key === 'storageQuotaExceeded' || error.key === 'invalidImageFormat')
  );
}
