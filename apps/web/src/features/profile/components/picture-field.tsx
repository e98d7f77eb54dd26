import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { AppError, messages } from '@tightlines/domain';
import { useEffect, useState } from 'react';
import { preparePicture } from '../hooks/upload-picture';

/**
 * Picks a picture: PNG or JPEG by its bytes (spec §5), shrunk in the browser to 512 px before it
 * is uploaded. A refused file leaves the current picture as it was and says why. `value` is a new
 * picture ready to upload, null to remove the current one, or undefined to keep it.
 * While a chosen file is being checked and shrunk, `onBusyChange(true)`: the form holds its
 * Save until the picture is ready, or it would save without it.
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
  /** Why the last save could not upload the picture (e.g. the storage quota), shown under the field. */
  uploadError?: string | null;
}) {
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Each preview URL is released once it is replaced or the field goes away.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    onBusyChange(true);
    setError(null);
    try {
      const picture = await preparePicture(file);
      setPreview(URL.createObjectURL(picture));
      onChange(picture);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : messages.invalidImageFormat);
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
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
                Choose picture
              </Button>
            )}
          </FileButton>
          {shown ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onChange(null)}
            >
              Remove
            </Button>
          ) : null}
        </Group>
      </Group>
      {(error ?? uploadError) ? (
        <Text size="sm" c="red" role="alert">
          {error ?? uploadError}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          PNG or JPEG.
        </Text>
      )}
    </Stack>
  );
}

/** Whether a save failed because the account's storage quota has no room for the picture. */
export function isQuotaError(error: unknown): error is AppError {
  return error instanceof AppError && error.message === messages.storageQuotaExceeded;
}
