import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { uploadVideo } from '../hooks/upload-video';
import { VideoField } from './video-field';

vi.mock('../hooks/upload-video', () => ({
  uploadVideo: vi.fn(),
  captureThumbnail: vi.fn(async () => null),
  uploadThumbnail: vi.fn(async () => null),
}));

afterEach(() => vi.mocked(uploadVideo).mockReset());

/** An upload whose bytes are all sent, then held in the server's finish step until `settle`. */
function uploadHeldInProcessing() {
  let settle!: { resolve: (key: string) => void; reject: (error: unknown) => void };
  vi.mocked(uploadVideo).mockImplementation(async (_file, { onProgress, onProcessing }) => {
    onProgress(100);
    onProcessing?.();
    return new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  });
  return () => settle;
}

/**
 * Uploads held by file name until the test settles them, in any order; each keeps the signal it
 * was given and the callbacks it reports progress through.
 */
function heldUploads() {
  const uploads = new Map<
    string,
    {
      signal: AbortSignal;
      progress: (percent: number) => void;
      processing: () => void;
      resolve: (key: string) => void;
    }
  >();
  vi.mocked(uploadVideo).mockImplementation(
    (file, { onProgress, onProcessing, signal }) =>
      new Promise<string>((resolve) => {
        uploads.set(file.name, {
          signal: signal!,
          progress: onProgress,
          processing: () => onProcessing?.(),
          resolve,
        });
      }),
  );
  return (name: string) => {
    const upload = uploads.get(name);
    if (!upload) throw new Error(`${name} was never uploaded`);
    return upload;
  };
}

async function pickVideo(name = 'marlin.mp4') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(['video bytes'], name, { type: 'video/mp4' }));
}

/** Lets every promise already settled run its continuations (the held uploads are all promise-based). */
const flushPromises = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** Whether every `onBusyChange(true)` had its `false`: how many uploads the form still waits for. */
const stillBusy = (onBusyChange: ReturnType<typeof vi.fn>) =>
  onBusyChange.mock.calls.reduce((count, [busy]) => count + (busy ? 1 : -1), 0);

describe('VideoField', { timeout: 20_000 }, () => {
  it('shows Processing… between the last byte sent and the server’s answer, then ready', async () => {
    const settle = uploadHeldInProcessing();
    const onUploaded = vi.fn();
    renderElement(<VideoField label="Video of fish 1" onUploaded={onUploaded} />);
    await pickVideo();

    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Video upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.queryByText(messages.videoUploaded)).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalledWith(expect.objectContaining({ key: expect.any(String) }));

    settle().resolve('uploads/me/clip.mp4');
    expect(await screen.findByText(messages.videoUploaded)).toBeInTheDocument();
    expect(screen.queryByText('Processing…')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenLastCalledWith({ key: 'uploads/me/clip.mp4', thumbnailKey: null });
  });

  it('shows the server’s refusal under the field, and no longer Processing…', async () => {
    const settle = uploadHeldInProcessing();
    const onUploaded = vi.fn();
    renderElement(<VideoField label="Video of fish 1" onUploaded={onUploaded} />);
    await pickVideo();
    await screen.findByText('Processing…');

    settle().reject(new AppError('VALIDATION', { key: 'fileMustBeVideo' }));
    expect(await screen.findByText(messages.fileMustBeVideo)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Processing…')).not.toBeInTheDocument());
    expect(screen.queryByText(messages.videoUploaded)).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalledWith(expect.objectContaining({ key: expect.any(String) }));
  });

  it('keeps only the newest pick: file B picked while A uploads wins, even when A answers last', async () => {
    const upload = heldUploads();
    const onUploaded = vi.fn();
    const onBusyChange = vi.fn();
    renderElement(<VideoField label="Video of fish 1" onUploaded={onUploaded} onBusyChange={onBusyChange} />);
    await pickVideo('a.mp4');
    await waitFor(() => upload('a.mp4'));
    await pickVideo('b.mp4');
    await waitFor(() => upload('b.mp4'));

    act(() => upload('b.mp4').resolve('uploads/me/b.mp4'));
    expect(await screen.findByText(messages.videoUploaded)).toBeInTheDocument();
    // A's upload answers after B's: it is dropped, thumbnail included.
    act(() => upload('a.mp4').resolve('uploads/me/a.mp4'));
    await flushPromises();
    expect(stillBusy(onBusyChange)).toBe(0);
    expect(onUploaded).toHaveBeenLastCalledWith({ key: 'uploads/me/b.mp4', thumbnailKey: null });
    expect(onUploaded).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'uploads/me/a.mp4' }));
    expect(upload('a.mp4').signal.aborted).toBe(true);
    expect(upload('b.mp4').signal.aborted).toBe(false);
  });

  it('does not let a replaced upload’s progress or processing show over the new one', async () => {
    const upload = heldUploads();
    renderElement(<VideoField label="Video of fish 1" onUploaded={vi.fn()} />);
    await pickVideo('a.mp4');
    await waitFor(() => upload('a.mp4'));
    await pickVideo('b.mp4');
    await waitFor(() => upload('b.mp4'));
    act(() => upload('b.mp4').progress(40));

    act(() => {
      upload('a.mp4').progress(100);
      upload('a.mp4').processing();
    });
    expect(screen.getByRole('progressbar', { name: 'Video upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.queryByText('Processing…')).not.toBeInTheDocument();
  });

  it('cancels its upload when cleared or when it goes away (its log removed)', async () => {
    const upload = heldUploads();
    const onBusyChange = vi.fn();
    const onUploaded = vi.fn();
    const view = renderElement(
      <VideoField label="Video of fish 1" onUploaded={onUploaded} onBusyChange={onBusyChange} />,
    );
    await pickVideo('a.mp4');
    await waitFor(() => upload('a.mp4'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove the video' }));
    expect(upload('a.mp4').signal.aborted).toBe(true);
    expect(stillBusy(onBusyChange)).toBe(0);

    await pickVideo('b.mp4');
    await waitFor(() => upload('b.mp4'));
    expect(stillBusy(onBusyChange)).toBe(1);
    view.unmount();
    expect(upload('b.mp4').signal.aborted).toBe(true);
    expect(stillBusy(onBusyChange)).toBe(0);
    upload('b.mp4').resolve('uploads/me/b.mp4');
    await flushPromises();
    expect(onUploaded).not.toHaveBeenCalledWith(expect.objectContaining({ key: expect.any(String) }));
  });
});
