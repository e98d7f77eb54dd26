import { TOURNAMENT_PICTURE_MAX_SIDE_PX } from '@tightlines/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as pictures from '../api/upload-picture';
import { preparePicture, uploadPicture } from '../api/upload-picture';
import { renderElement } from '../test/render';
import { serveApi } from '../test/serve-api';
import { PictureUpload } from './picture-upload';

vi.mock('../api/upload-picture', async (importOriginal) => ({
  ...(await importOriginal<typeof pictures>()),
  preparePicture: vi.fn(),
  uploadPicture: vi.fn(),
}));

/** What the form using it says the picture is for. */
const TEXTS = { hint: 'PNG or JPEG.', previewAlt: 'The tournament picture' };

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.mocked(preparePicture).mockReset();
  vi.mocked(uploadPicture).mockReset();
  vi.unstubAllGlobals();
});

/** A PUT to storage that sends half its bytes, then waits (a slow connection) until aborted. */
class SlowPut {
  static sent: SlowPut[] = [];
  aborted = false;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onloadend?: () => void;
  open() {}
  setRequestHeader() {}
  send() {
    SlowPut.sent.push(this);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
  }
  abort() {
    this.aborted = true;
    this.onloadend?.();
  }
}

describe("the wizard's picture step", () => {
  it('keeps the picture up to 1600 px (not a profile picture’s 512) and uploads what it kept', async () => {
    expect(TOURNAMENT_PICTURE_MAX_SIDE_PX).toBe(1600);
    const prepared = new Blob(['jpeg'], { type: 'image/jpeg' });
    vi.mocked(preparePicture).mockResolvedValue(prepared);
    vi.mocked(uploadPicture).mockResolvedValue('uploads/abc/picture.jpg');
    const onChange = vi.fn();
    renderElement(<PictureUpload value={null} onChange={onChange} {...TEXTS} />);
    const file = new File(['photo'], 'boat.jpg', { type: 'image/jpeg' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);

    await waitFor(() => expect(onChange).toHaveBeenCalledWith('uploads/abc/picture.jpg'));
    expect(preparePicture).toHaveBeenCalledWith(file, 1600);
    expect(vi.mocked(uploadPicture).mock.calls[0]![0]).toBe(prepared);
    expect(await screen.findByRole('img', { name: 'The tournament picture' })).toBeTruthy();
  });
});

describe('cancelling the picture upload', () => {
  it('aborts the request and frees the field, keeping the previous picture', async () => {
    const actual = await vi.importActual<typeof pictures>('../api/upload-picture');
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]);
    vi.mocked(preparePicture).mockResolvedValue(png);
    vi.mocked(uploadPicture).mockImplementation(actual.uploadPicture);
    SlowPut.sent = [];
    vi.stubGlobal('XMLHttpRequest', SlowPut);
    const api = serveApi({
      'POST /api/media/uploads': () => ({
        key: 'uploads/a/b.png',
        uploadUrl: '/media/upload',
        method: 'PUT',
        headers: {},
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    });
    const onChange = vi.fn();
    renderElement(<PictureUpload value="uploads/old/picture.png" onChange={onChange} {...TEXTS} />);
    const file = new File(['photo'], 'boat.png', { type: 'image/png' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);

    expect(await screen.findByText('Uploading the picture: 50 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose picture' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(SlowPut.sent).toHaveLength(1);
    expect(SlowPut.sent[0]!.aborted).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose picture' })).toBeEnabled());
    expect(screen.queryByText(/Uploading the picture/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Picture uploaded')).toBeInTheDocument();
    // The upload was never finished, and the wizard kept its picture.
    expect(api.mock.calls.map(([url]) => String(url))).not.toContain('/api/media/uploads/finish');
    expect(onChange).not.toHaveBeenCalled();
  });
});
