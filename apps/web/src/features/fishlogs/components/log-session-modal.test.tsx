import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { sessionFormReads } from '../../../test/fish-logs';
import { uploadVideo } from '../hooks/upload-video';
import { LogSessionModal } from './log-session-modal';
import { toLocalInput } from './session-form-values';

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
      ...sessionFormReads(),
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

  it("in a tournament session offers the tournament's window and species, and asks for each catch's video before saving", async () => {
    const tuna = {
      fishUUID: 'aaaaaaaa-0000-4000-8000-000000000002',
      name: 'Yellowfin tuna',
      fishTypeName: 'Tuna',
    };
    const minute = 60_000;
    // A tournament that started three hours ago; its end, ten minutes ago, bounds the default finish.
    const start = new Date(Math.floor(Date.now() / minute) * minute - 180 * minute);
    const end = new Date(start.getTime() + 170 * minute);
    const posted = vi.fn(() => ({}));
    serveApi({
      ...sessionFormReads(),
      'GET /api/species': () => [...species, tuna],
      'GET /api/tournaments/fishing-now': () => ({
        items: [
          {
            UUID: '3f0c2a1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
            Name: 'Marlin Open',
            StartDate: start.toISOString(),
            EndDate: end.toISOString(),
            UploadDeadline: new Date(end.getTime() + 60 * minute).toISOString(),
            OfficialTournamentTimeZone: 'UTC',
            objectOfTheDay: null,
            speciesUUIDs: [species[0]!.fishUUID],
          },
        ],
      }),
      'POST /api/sessions': posted,
    });
    renderElement(<LogSessionModal opened onClose={vi.fn()} />, { auth: signedInAs() });
    const dialog = await screen.findByRole('dialog', { name: 'Log a session' });
    await userEvent.click(await screen.findByRole('switch', { name: /Tournament session/ }));
    expect(screen.getByLabelText(/^Start/)).toHaveValue(toLocalInput(start));
    expect(screen.getByLabelText(/^Finish/)).toHaveValue(toLocalInput(end));

    await userEvent.click(screen.getByRole('button', { name: 'Add a fish' }));
    // The video is marked required before anything is saved.
    expect(
      screen.getByRole('button', { name: /Video of fish 1/, description: /judges judge a tournament catch/ }),
    ).toBeVisible();
    const speciesField = screen.getByRole('combobox', { name: 'Species' });
    await userEvent.click(speciesField);
    const listbox = await waitFor(() =>
      document.getElementById(speciesField.getAttribute('aria-controls')!)!,
    );
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Atlantic sailfish']);
    await userEvent.click(options[0]!);

    await userEvent.click(screen.getByRole('button', { name: 'Log session' }));
    expect(
      await within(dialog).findByText(
        'A tournament catch needs its video before it is saved: the judges judge it on video.',
      ),
    ).toBeVisible();
    expect(posted).not.toHaveBeenCalled();
  });
});
