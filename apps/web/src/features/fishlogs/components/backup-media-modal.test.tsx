import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type BackupMedia } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { preparePicture } from '../../../api/upload-picture';
import { uploadVideo } from '../hooks/upload-video';
import { BackupMediaModal } from './backup-media-modal';

vi.mock('../../../api/upload-picture', () => ({
  preparePicture: vi.fn(async (file: File) => file),
  uploadPicture: vi.fn(async () => 'uploads/me/photo.jpg'),
}));

vi.mock('../hooks/upload-video', () => ({
  uploadVideo: vi.fn(),
  captureThumbnail: vi.fn(async () => null),
  uploadThumbnail: vi.fn(async () => null),
}));

const SESSION = '0b7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d11';

const media = (count: number): BackupMedia[] =>
  Array.from({ length: count }, (_, index) => ({
    mediaId: `media-${index}`,
    MediaId: `media-${index}`,
    S3Key: `uploads/me/${index}.mp4`,
    Url: `/media/${index}.mp4`,
    extension: 'mp4',
    contentType: 'video/mp4',
    MediaContentType: 'video/mp4',
    backupMediaType: 'session',
    thumbnailUrl: null,
  }));

function open(count: number) {
  serveApi({ 'GET /api/backupMedia': () => media(count) });
  renderElement(<BackupMediaModal opened onClose={vi.fn()} parent={{ fishingSessionUUID: SESSION }} />, {
    auth: signedInAs(),
  });
  return screen.findByRole('dialog', { name: 'Backup media' });
}

const fileInputs = () => document.querySelectorAll('input[type="file"]');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadVideo).mockReset();
});

describe('BackupMediaModal', { timeout: 20_000 }, () => {
  it('with 3 backup media already, offers no upload and says why', async () => {
    const dialog = await open(3);
    expect(await within(dialog).findByText(messages.backupMediaLimit)).toBeInTheDocument();
    expect(within(dialog).getByText(/Delete one to add another/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    expect(fileInputs()).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: 'Add backup media' })).not.toBeInTheDocument();
    expect(uploadVideo).not.toHaveBeenCalled();
  });

  it('with fewer than 3, offers the upload', async () => {
    const dialog = await open(2);
    await within(dialog).findByRole('button', { name: 'Add backup media' });
    expect(fileInputs()).toHaveLength(1);
    expect(within(dialog).queryByText(messages.backupMediaLimit)).not.toBeInTheDocument();
  });

  it('takes a photo as well as a clip, and shows a photo as a picture (issue 31)', async () => {
    const photo: BackupMedia = {
      ...media(1)[0]!,
      S3Key: 'uploads/me/0.jpg',
      Url: '/media/0.jpg',
      extension: 'jpg',
      contentType: 'image/jpeg',
      MediaContentType: 'image/jpeg',
    };
    let added: unknown = null;
    serveApi({
      'GET /api/backupMedia': () => [photo],
      'POST /api/backupMedia': ({ body }) => {
        added = body;
        return photo;
      },
    });
    renderElement(<BackupMediaModal opened onClose={vi.fn()} parent={{ fishingSessionUUID: SESSION }} />, {
      auth: signedInAs(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Backup media' });
    expect(await within(dialog).findByRole('img', { name: 'Backup photo 1' })).toHaveAttribute(
      'src',
      '/media/0.jpg',
    );

    const input = fileInputs()[0] as HTMLInputElement;
    expect(input.accept).toContain('image/jpeg');
    expect(input.accept).toContain('video/mp4');
    await userEvent.upload(input, new File(['jpeg bytes'], 'leader.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByText('The photo was uploaded correctly')).toBeInTheDocument();
    expect(preparePicture).toHaveBeenCalled();
    expect(uploadVideo).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add backup media' }));
    await waitFor(() => expect(added).toMatchObject({ s3Key: 'uploads/me/photo.jpg' }));
    await screen.findByText('Backup media added correctly');
  });
});
