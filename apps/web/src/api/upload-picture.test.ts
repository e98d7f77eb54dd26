import { messages } from '@tightlines/domain';
import { PICTURE_MAX_BYTES } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitScale, preparePicture, readPictureType } from './upload-picture';

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

describe('preparePicture', () => {
  const original = globalThis.createImageBitmap;
  afterEach(() => {
    vi.restoreAllMocks();
    globalThis.createImageBitmap = original;
  });

  /** A browser whose canvas encodes a `width`×`height` picture into `sizes[type]` bytes. */
  function browser(width: number, height: number, sizes: Record<string, number>) {
    globalThis.createImageBitmap = vi.fn(async () => ({ width, height, close: vi.fn() })) as never;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as never);
    const encoded: { type: string; width: number }[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done: BlobCallback,
      type?: string,
    ) {
      encoded.push({ type: type!, width: this.width });
      done(new Blob([new Uint8Array(sizes[type!]!)], { type }));
    });
    return encoded;
  }
  const png = () => new File([new Uint8Array(PNG_HEAD)], 'photo.png', { type: 'image/png' });

  it('keeps up to the side asked, never enlarging, in its own format', async () => {
    const encoded = browser(2000, 1500, { 'image/png': 1000 });
    const picture = await preparePicture(png(), 1600);
    expect(encoded).toEqual([{ type: 'image/png', width: 1600 }]);
    expect(picture.type).toBe('image/png');
  });

  it('turns a PNG that would pass the upload limit into a JPEG', async () => {
    const encoded = browser(2000, 1500, { 'image/png': PICTURE_MAX_BYTES + 1, 'image/jpeg': 500_000 });
    const picture = await preparePicture(png(), 1600);
    expect(encoded.map((step) => step.type)).toEqual(['image/png', 'image/jpeg']);
    expect(picture.type).toBe('image/jpeg');
  });
});
