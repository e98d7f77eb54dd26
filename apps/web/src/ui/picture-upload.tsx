import { Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { errorMessage } from './spec-message';
import { useLatestTask } from './use-latest-task';
import { preparePicture, uploadPicture } from '../api/upload-picture';
import { TOURNAMENT_PICTURE_MAX_SIDE_PX } from '@tightlines/domain';

/**
 * A tournament's or a club's picture: checked and shrunk in the browser to 1600 px on its longest
 * side (not to a profile picture's 512: it fills the page's banner), then uploaded at once through the
 * media pipeline with its progress; `value` is the uploaded picture's key. A refused file or a
 * failed upload leaves the previous picture as it was and says why. Cancel (or leaving the wizard)
 * stops the upload in flight and leaves the previous picture as it was.
 */
export function PictureUpload({
  value,
  onChange,
  error,
  hint,
  previewAlt,
}: {
  value: string | null;
  onChange(key: string | null): void;
  error?: ReactNode;
  /** What the picture is for and where it shows (each form says its own). */
  hint: string;
  previewAlt: string;
}) {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useLatestTask();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    // Cancelling (or the wizard going away) ends the task: the field is free again at once.
    const { signal, end } = upload.start((busy) => (busy ? undefined : setProgress(null)));
    setProblem(null);
    setProgress(0);
    try {
      // Kept large enough for the page's banner; the server makes the smaller copies (400, 800 px).
      const picture = await preparePicture(file, TOURNAMENT_PICTURE_MAX_SIDE_PX);
      signal.throwIfAborted();
      const key = await uploadPicture(picture, {
        onProgress: (percent) => (signal.aborted ? undefined : setProgress(percent)),
        signal,
      });
      setPreview(URL.createObjectURL(picture));
      onChange(key);
    } catch (failure) {
      if (!signal.aborted) setProblem(errorMessage(failure));
    } finally {
      end();
    }
  };

  const uploading = progress !== null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('ui.picture.label')}
      </Text>
      {preview ? (
        <Image src={preview} alt={previewAlt} h={140} w="auto" fit="contain" radius="md" />
      ) : value ? (
        <Text size="sm" c="teal">
          {t('ui.picture.uploaded')}
        </Text>
      ) : null}
      <Group gap="xs">
        <FileButton
          onChange={(file) => void handleFile(file)}
          accept="image/png,image/jpeg"
          disabled={uploading}
        >
          {(props) => (
            <Button
              variant="default"
              leftSection={<IconPhoto size={16} aria-hidden />}
              loading={uploading}
              {...props}
            >
              {t('ui.picture.choose')}
            </Button>
          )}
        </FileButton>
        {value && !uploading ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              setPreview(null);
              onChange(null);
            }}
          >
            {t('ui.picture.remove')}
          </Button>
        ) : null}
        {uploading ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => upload.cancel()}
          >
            {t('ui.picture.cancel')}
          </Button>
        ) : null}
      </Group>
      {uploading ? (
        <>
          <Progress value={progress} aria-label={t('ui.picture.uploading', { percent: progress })} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('ui.picture.uploading', { percent: progress })}
          </Text>
        </>
      ) : null}
      {(problem ?? error) ? (
        <Text size="sm" c="red" role="alert">
          {problem ?? error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
