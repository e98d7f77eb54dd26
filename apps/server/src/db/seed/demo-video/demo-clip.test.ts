import { detectPictureType, detectVideoKind } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { demoClip, demoPoster } from './demo-clip';

describe('demoClip', () => {
  it('is an MP4 with an H.264 track: ftyp, moov with avcC, then mdat holding every frame', () => {
    const clip = Buffer.from(demoClip(0, 1));
    expect(detectVideoKind(clip.subarray(0, 16))).toBe('iso-bmff');
    const moov = clip.indexOf('moov');
    const mdat = clip.indexOf('mdat');
    expect(moov).toBeGreaterThan(0);
    expect(clip.indexOf('avcC')).toBeGreaterThan(moov);
    expect(mdat).toBeGreaterThan(moov);
    // The mdat box runs to the end of the file.
    expect(clip.readUInt32BE(mdat - 4)).toBe(clip.length - (mdat - 4));
    // 12 frames of 48 I_PCM macroblocks (384 samples each) plus headers.
    expect(clip.length).toBeGreaterThan(12 * 48 * 384);
  });

  it('has a PNG poster of its middle frame', () => {
    const poster = demoPoster(0);
    expect(detectPictureType(poster)).toBe('image/png');
    expect(poster.readUInt32BE(16)).toBe(128);
    expect(poster.readUInt32BE(20)).toBe(96);
  });
});
