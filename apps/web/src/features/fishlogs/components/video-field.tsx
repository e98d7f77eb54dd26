import { FileInput, Progress, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { hasPictureExtension } from '@tightlines/domain';
import { useState, type ReactNode } from 'react';
import { preparePicture, uploadPicture } from '../../../api/upload-picture';
import { useT } from '../../../i18n/use-t';
import { errorMessage, specMessage } from '../../../ui/spec-message';
import { useLatestTask } from '../../../ui/use-latest-task';
import { captureThumbnail, uploadThumbnail, uploadVideo } from '../hooks/upload-video';

export interface UploadedVideo {
  key: string;
  thumbnailKey: string | null;
}

const VIDEO_TYPES =
  'video/mp4,video/quicktime,video/x-m4v,video/webm,video/x-matroska,.mp4,.mov,.m4v,.webm,.mkv';
const PICTURE_TYPES = 'image/jpeg,image/png,.jpg,.jpeg,.png';
/** A backup photo keeps detail for the judges: up to 1600 px on its longest side (a profile picture 512). */
const BACKUP_PHOTO_MAX_SIDE_PX = 1600;

/** The upload failed for want of a connection (the API client's UNAVAILABLE), not a refusal. */
const isConnectionLost = (problem: unknown) =>
  problem instanceof Error && 'errorCode' in problem && problem.errorCode === 'UNAVAILABLE';

const isPicture = (file: File) => file.type.startsWith('image/') || hasPictureExtension(file.name);

/**
 * Picks a video and uploads it at once, straight to storage, with a progress bar; then "Processing…"
 * while the server removes its location and device metadata; the thumbnail is drawn from the video
 * in the browser. Errors (a refusal included) use the spec §8 wording, under the field.
 * Picking another file, clearing the field or removing it (its log removed) cancels the upload in
 * flight: only the newest pick's video ever reaches `onUploaded`. With `acceptPictures` (backup
 * media), a JPEG or PNG photo is taken too: checked and scaled in the browser, then cleaned of its
 * metadata by the server like any picture. With `onKept` (a new session's fish, issue 40), a video
 * picked without a connection, or whose upload the connection cut, is kept on the device instead:
 * it goes up when the session is sent.
 */
export function VideoField({
  label,
  onUploaded,
  onBusyChange,
  refused,
  acceptPictures = false,
  required = false,
  onKept,
  kept: initialKept = null,
}: {
  label: string;
  onUploaded: (video: UploadedVideo | null) => void;
  onBusyChange?: (busy: boolean) => void;
  /** The server's refusal of the uploaded video, shown until another is picked. */
  refused?: ReactNode;
  acceptPictures?: boolean;
  /** Marked required (a tournament catch is saved only with its video). */
  required?: boolean;
  /** Takes a video to keep on the device while there is no connection (null: none kept). */
  onKept?: (file: File | null) => void;
  /** The video already kept on the device (a waiting session edited). */
  kept?: File | null;
}) {
  const t = useT();
  const [file, setFile] = useState<File | null>(initialKept);
  const [isKept, setKept] = useState(initialKept !== null);
  const [photo, setPhoto] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [processing, setProcessing] = useState(false);
  const upload = useLatestTask();

  const handleChange = async (picked: File | null) => {
    setFile(picked);
    setError(null);
    setDone(false);
    setProcessing(false);
    setProgress(null);
    setKept(false);
    onUploaded(null);
    onKept?.(null);
    if (!picked) {
      upload.cancel();
      return;
    }
    const keep = () => {
      onKept?.(picked);
      setKept(true);
      setProgress(null);
    };
    if (onKept && !navigator.onLine && !(acceptPictures && isPicture(picked))) {
      upload.cancel();
      keep();
      return;
    }
    const { signal, end } = upload.start(onBusyChange);
    // Everything below is this pick's: once it is aborted, nothing of it is shown or kept.
    const unlessAborted = (show: () => void) => (signal.aborted ? undefined : show());
    setProgress(0);
    setPhoto(acceptPictures && isPicture(picked));
    try {
      if (acceptPictures && isPicture(picked)) {
        const picture = await preparePicture(picked, BACKUP_PHOTO_MAX_SIDE_PX);
        signal.throwIfAborted();
        const key = await uploadPicture(picture, {
          onProgress: (percent) => unlessAborted(() => setProgress(percent)),
          signal,
        });
        signal.throwIfAborted();
        onUploaded({ key, thumbnailKey: null });
        setDone(true);
        return;
      }
      const key = await uploadVideo(picked, {
        onProgress: (percent) => unlessAborted(() => setProgress(percent)),
        onProcessing: () => unlessAborted(() => setProcessing(true)),
        signal,
      });
      signal.throwIfAborted();
      const thumbnail = await captureThumbnail(picked);
      signal.throwIfAborted();
      const thumbnailKey = thumbnail ? await uploadThumbnail(thumbnail, signal) : null;
      signal.throwIfAborted();
      onUploaded({ key, thumbnailKey });
      setDone(true);
    } catch (problem) {
      if (onKept && isConnectionLost(problem) && !signal.aborted) {
        keep();
        return;
      }
      unlessAborted(() => {
        setError(problem instanceof Error ? errorMessage(problem) : specMessage('invalidVideo'));
        setProgress(null);
      });
    } finally {
      unlessAborted(() => setProcessing(false));
      end();
    }
  };

  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        required={required}
        description={required ? t('fishlogs.video.requiredInTournament') : undefined}
        placeholder={acceptPictures ? t('fishlogs.backup.placeholder') : t('fishlogs.video.placeholder')}
        accept={acceptPictures ? `${VIDEO_TYPES},${PICTURE_TYPES}` : VIDEO_TYPES}
        leftSection={<IconVideo size={16} aria-hidden />}
        value={file}
        onChange={(picked) => void handleChange(picked)}
        error={error ?? refused}
        clearable
        clearButtonProps={{ 'aria-label': t('fishlogs.video.remove') }}
      />
      {progress !== null && !error ? (
        <Progress
          value={progress}
          aria-label={t('fishlogs.video.progress')}
          striped={!done}
          animated={!done}
        />
      ) : null}
      {processing && !error ? (
        <Text size="xs" c="dimmed" role="status">
          {t('fishlogs.video.processing')}
        </Text>
      ) : null}
      {isKept ? (
        <Text size="xs" c="blue" role="status">
          {t('fishlogs.offline.kept')}
        </Text>
      ) : null}
      {done ? (
        <Text size="xs" c="teal" role="status">
          {photo ? t('fishlogs.backup.photoUploaded') : specMessage('videoUploaded')}
        </Text>
      ) : null}
    </Stack>
  );
}
