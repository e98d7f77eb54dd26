/** A minimal MP4 (ISO BMFF) writer for one H.264 video track with every sample in one chunk. */

const u8 = (value: number) => Uint8Array.of(value & 0xff);
const u16 = (value: number) => Uint8Array.of((value >>> 8) & 0xff, value & 0xff);
const u32 = (value: number) =>
  Uint8Array.of((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const zeros = (count: number) => new Uint8Array(count);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const body = concat(payload);
  return concat([u32(body.length + 8), ascii(type), body]);
}

const fullBox = (type: string, version: number, flags: number, ...payload: Uint8Array[]) =>
  box(type, u8(version), u8(flags >>> 16), u16(flags & 0xffff), ...payload);

const MATRIX = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32);

export interface Mp4Track {
  width: number;
  height: number;
  fps: number;
  sps: Uint8Array;
  pps: Uint8Array;
  /** One NAL unit (without start code) per frame. */
  frames: Uint8Array[];
}

function moov(track: Mp4Track, sizes: number[], chunkOffset: number): Uint8Array {
  const durationMs = Math.round((track.frames.length / track.fps) * 1000);
  const avcC = box(
    'avcC',
    u8(1),
    u8(track.sps[1]!),
    u8(track.sps[2]!),
    u8(track.sps[3]!),
    u8(0xff),
    u8(0xe1),
    u16(track.sps.length),
    track.sps,
    u8(1),
    u16(track.pps.length),
    track.pps,
  );
  const avc1 = box(
    'avc1',
    zeros(6),
    u16(1),
    zeros(16),
    u16(track.width),
    u16(track.height),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1),
    zeros(32),
    u16(0x18),
    u16(0xffff),
    avcC,
  );
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), avc1),
    fullBox('stts', 0, 0, u32(1), u32(track.frames.length), u32(1)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(track.frames.length), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(sizes.length), ...sizes.map(u32)),
    fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
  );
  const minf = box(
    'minf',
    fullBox('vmhd', 0, 1, zeros(8)),
    box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    fullBox('mdhd', 0, 0, u32(0), u32(0), u32(track.fps), u32(track.frames.length), u16(0x55c4), u16(0)),
    fullBox('hdlr', 0, 0, u32(0), ascii('vide'), zeros(12), ascii('VideoHandler\0')),
    minf,
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    7,
    u32(0),
    u32(0),
    u32(1),
    u32(0),
    u32(durationMs),
    zeros(8),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    ...MATRIX,
    u32(track.width << 16),
    u32(track.height << 16),
  );
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(1000),
    u32(durationMs),
    u32(0x00010000),
    u16(0x0100),
    zeros(10),
    ...MATRIX,
    zeros(24),
    u32(2),
  );
  return box('moov', mvhd, box('trak', tkhd, mdia));
}

/** The whole file: ftyp, moov, then mdat with each frame as a length-prefixed NAL unit. */
export function muxMp4(track: Mp4Track): Uint8Array {
  const ftyp = box('ftyp', ascii('isom'), u32(512), ascii('isomiso2avc1mp41'));
  const samples = track.frames.map((frame) => concat([u32(frame.length), frame]));
  const sizes = samples.map((sample) => sample.length);
  const header = moov(track, sizes, 0);
  const offset = ftyp.length + header.length + 8;
  return concat([ftyp, moov(track, sizes, offset), box('mdat', ...samples)]);
}
