import { screen, within } from '@testing-library/react';
import { messages, type BackupMedia } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { uploadVideo } from '../hooks/upload-video';
import { BackupMediaModal } from './backup-media-modal';

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
});
