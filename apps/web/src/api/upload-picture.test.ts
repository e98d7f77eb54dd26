import { messages } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { fitScale, readPictureType } from './upload-picture';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0];

describe('readPictureType', () => {
  it('goes by the bytes, not the name or the declared type', async () => {
    const png = new File([new Uint8Array(PNG_HEAD)], 'photo.gif', { type: 'image/gif' });
    await expect(readPictureType(png)).resolves.toBe('image/png');
    const gif = new File([new Uint8Array(GIF_HEAD)], 'photo.png', { type: 'image/png' });
    await expect(readPictureType(gif)).rejects.toMatchObject({ message: messages.invalidImageFormat });
  });
});

describe('fitScale', () => {
  it.each([
    [1024, 768, 0.5],
    [300, 2048, 0.25],
    [200, 100, 1],
    [0, 0, 1],
  ])('%d × %d scales by %d', (width, height, expected) => {
    expect(fitScale(width, height)).toBe(expected);
  });
});
