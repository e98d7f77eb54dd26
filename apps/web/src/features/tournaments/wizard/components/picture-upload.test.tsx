import { TOURNAMENT_PICTURE_MAX_SIDE_PX } from '@tightlines/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as pictures from '../../../../api/upload-picture';
import { preparePicture, uploadPicture } from '../../../../api/upload-picture';
import { renderElement } from '../../../../test/render';
import { PictureUpload } from './picture-upload';

vi.mock('../../../../api/upload-picture', async (importOriginal) => ({
  ...(await importOriginal<typeof pictures>()),
  preparePicture: vi.fn(),
  uploadPicture: vi.fn(),
}));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.mocked(preparePicture).mockReset();
  vi.mocked(uploadPicture).mockReset();
});

describe("the wizard's picture step", () => {
  it('keeps the picture up to 1600 px (not a profile picture’s 512) and uploads what it kept', async () => {
    expect(TOURNAMENT_PICTURE_MAX_SIDE_PX).toBe(1600);
    const prepared = new Blob(['jpeg'], { type: 'image/jpeg' });
    vi.mocked(preparePicture).mockResolvedValue(prepared);
    vi.mocked(uploadPicture).mockResolvedValue('uploads/abc/picture.jpg');
    const onChange = vi.fn();
    renderElement(<PictureUpload value={null} onChange={onChange} />);
    const file = new File(['photo'], 'boat.jpg', { type: 'image/jpeg' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);

    await waitFor(() => expect(onChange).toHaveBeenCalledWith('uploads/abc/picture.jpg'));
    expect(preparePicture).toHaveBeenCalledWith(file, 1600);
    expect(vi.mocked(uploadPicture).mock.calls[0]![0]).toBe(prepared);
    expect(await screen.findByRole('img', { name: 'The tournament picture' })).toBeTruthy();
  });
});
