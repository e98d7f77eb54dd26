import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Storage } from '../../platform/storage/storage';
import { pictureUrls, readUrlsRollAt, toPictureUrl } from './service';

/** A storage whose every signature is new, so reuse shows. */
function countingStorage() {
  let signed = 0;
  const signedUrl = vi.fn(async (key: string) => `/media/${key}?sig=${++signed}`);
  return { storage: { signedUrl } as unknown as Storage, signedUrl };
}

afterEach(() => vi.useRealTimers());

describe('read URLs', () => {
  it('are signed once per key and window, and again once the window rolls', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T01:00:00Z'));
    const { storage, signedUrl } = countingStorage();
    const first = await toPictureUrl(storage, 'pictures/a.png');
    expect(await toPictureUrl(storage, 'pictures/a.png')).toBe(first);
    expect(signedUrl).toHaveBeenCalledTimes(1);

    vi.setSystemTime(readUrlsRollAt(new Date()));
    expect(await toPictureUrl(storage, 'pictures/a.png')).not.toBe(first);
    expect(signedUrl).toHaveBeenCalledTimes(2);
  });

  it('of a whole page are looked up at once: keys signed, external addresses kept, nothing for none', async () => {
    const { storage, signedUrl } = countingStorage();
    const urlOf = await pictureUrls(storage, [
      'videos/v.mp4',
      'videos/v.mp4',
      'https://cdn.example/p.jpg',
      null,
    ]);
    expect(urlOf('videos/v.mp4')).toMatch(/^\/media\/videos\/v\.mp4\?sig=/);
    expect(urlOf('https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
    expect(urlOf(null)).toBeNull();
    expect(signedUrl).toHaveBeenCalledTimes(1);
  });
});
