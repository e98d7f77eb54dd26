import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { uploadVideo } from '../hooks/upload-video';
import { LogSessionModal } from './log-session-modal';

vi.mock('../hooks/upload-video', () => ({
  uploadVideo: vi.fn(),
  captureThumbnail: vi.fn(async () => null),
  uploadThumbnail: vi.fn(async () => null),
}));

const species = [
  { fishUUID: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Atlantic sailfish', fishTypeName: 'Bill Fish' },
];

/** Video uploads held by file name until the test answers them, in any order. */
function heldUploads() {
  const uploads = new Map<string, { signal: AbortSignal; resolve: (key: string) => void }>();
  vi.mocked(uploadVideo).mockImplementation(
    (file, { signal }) =>
      new Promise<string>((resolve) => uploads.set(file.name, { signal: signal!, resolve })),
  );
  return (name: string) => {
    const upload = uploads.get(name);
    if (!upload) throw new Error(`${name} was never uploaded`);
    return upload;
  };
}

const videoInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')];
const pick = (input: HTMLInputElement, name: string) =>
  userEvent.upload(input, new File(['video bytes'], name, { type: 'video/mp4' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadVideo).mockReset();
});

// A whole modal with its form renders slowly in jsdom, on a busy machine even more so.
describe('LogSessionModal', { timeout: 30_000 }, () => {
  it('never gives a removed fish’s video to the fish after it (uploads follow the log, not its index)', async () => {
    const upload = heldUploads();
    let saved: unknown = null;
    serveApi({
      'GET /api/species': () => species,
      'POST /api/sessions': ({ body }) => {
        saved = body;
        return {};
      },
    });
    renderElement(<LogSessionModal opened onClose={vi.fn()} />, { auth: signedInAs() });
    const dialog = await screen.findByRole('dialog', { name: 'Log a session' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a fish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a fish' }));
    expect(dialog).toHaveTextContent('Fish 2');

    // Fish 1's video is still uploading when fish 2's is done.
    const [first, second] = videoInputs();
    await pick(first!, 'first.mp4');
    await pick(second!, 'second.mp4');
    await waitFor(() => upload('second.mp4'));
    act(() => upload('second.mp4').resolve('uploads/me/second.mp4'));
    expect(await screen.findByText('The video was uploaded correctly')).toBeInTheDocument();

    // Fish 1 is removed mid-upload: its upload is cancelled, and its answer lands nowhere.
    await userEvent.click(screen.getByRole('button', { name: 'Remove fish 1' }));
    act(() => upload('first.mp4').resolve('uploads/me/first.mp4'));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

    // What was fish 2 is now fish 1, with its own video.
    expect(videoInputs()).toHaveLength(1);
    await userEvent.click(screen.getByRole('combobox', { name: 'Species' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Atlantic sailfish', hidden: true }));
    const submit = screen.getByRole('button', { name: 'Log session' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toMatchObject({
      logs: [{ fishUUID: species[0]!.fishUUID, video: { key: 'uploads/me/second.mp4' } }],
    });
    expect(upload('first.mp4').signal.aborted).toBe(true);
  });
});
