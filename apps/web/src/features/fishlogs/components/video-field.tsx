import { FileInput, Progress, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { messages } from '@tightlines/domain';
import { useState } from 'react';
import { captureThumbnail, uploadThumbnail, uploadVideo } from '../hooks/upload-video';

export interface UploadedVideo {
  key: string;
  thumbnailKey: string | null;
}

/**
 * Picks a video and uploads it at once, straight to storage, with a progress bar; the thumbnail is
 * drawn from the video in the browser. Errors use the spec §8 wording.
 */
export function VideoField({
  label,
  onUploaded,
  onBusyChange,
}: {
  label: string;
  onUploaded: (video: UploadedVideo | null) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const handleChange = async (picked: File | null) => {
    setFile(picked);
    setError(null);
    setDone(false);
    onUploaded(null);
    if (!picked) return;
    onBusyChange?.(true);
    setProgress(0);
    try {
      const key = await uploadVideo(picked, setProgress);
      const thumbnail = await captureThumbnail(picked);
      const thumbnailKey = thumbnail ? await uploadThumbnail(thumbnail) : null;
      onUploaded({ key, thumbnailKey });
      setDone(true);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : messages.invalidVideo);
      setProgress(null);
    } finally {
      onBusyChange?.(false);
    }
  };

  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        placeholder="Choose a video (mp4, mov, m4v, avi, mpg, webm)"
        accept="video/*,.mp4,.mov,.m4v,.avi,.mpg,.webm"
        leftSection={<IconVideo size={16} aria-hidden />}
        value={file}
        onChange={(picked) => void handleChange(picked)}
        error={error}
        clearable
      />
      {progress !== null && !error ? (
        <Progress value={progress} aria-label="Video upload progress" striped={!done} animated={!done} />
      ) : null}
      {done ? (
        <Text size="xs" c="teal" role="status">
          {messages.videoUploaded}
        </Text>
      ) : null}
    </Stack>
  );
}
