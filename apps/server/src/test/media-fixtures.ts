import {
  BufferSource,
  BufferTarget,
  Conversion,
  Input,
  MP4,
  MovOutputFormat,
  Mp4OutputFormat,
  Output,
  type MetadataTags,
} from 'mediabunny';
import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import { idrSlice, pictureParameterSet, sequenceParameterSet } from '../db/seed/demo-video/h264-pcm';
import { muxMp4 } from '../db/seed/demo-video/mp4-mux';

/**
 * Media made in code for the tests of metadata removal (ADR 004): real pictures and videos that
 * carry a location and a device, the way phones write them, and files that only pretend.
 */

/** Where and what the fixtures say they were taken with; none of it may come back from the server. */
export const LEAKS = [
  'iPhone',
  'Apple',
  'Pixel',
  'Google',
  '+48.8577',
  '48.8577',
  'ISO6709',
  '©xyz',
  '©mak',
  '©mod',
];

/** When the tagged videos say they were recorded. */
export const RECORDED_AT = new Date('2024-05-01T10:20:30.000Z');

const SIDE = 16;

/** A real MP4 of `frames` 16×16 frames at 12 fps (I_PCM H.264, no tags): about 500 bytes a frame. */
export function tinyMp4(frames = 12): Buffer {
  const y = new Uint8Array(SIDE * SIDE).fill(120);
  const chroma = new Uint8Array((SIDE / 2) * (SIDE / 2)).fill(128);
  return Buffer.from(
    muxMp4({
      width: SIDE,
      height: SIDE,
      fps: 12,
      sps: sequenceParameterSet(SIDE, SIDE),
      pps: pictureParameterSet(),
      frames: Array.from({ length: frames }, (_, index) =>
        idrSlice({ y: y.map((value) => value + (index % 8)), cb: chroma, cr: chroma }, SIDE, SIDE, index),
      ),
    }),
  );
}

/** Rewrites `bytes` (an MP4) as `container` with `tags`, through mediabunny, packets unchanged. */
async function retag(bytes: Buffer, container: 'mp4' | 'mov', tags: MetadataTags): Promise<Buffer> {
  const input = new Input({ source: new BufferSource(bytes), formats: [MP4] });
  const output = new Output({
    // Android writes its tags straight into moov/udta; Apple into a `meta` box with `keys`.
    format:
      container === 'mp4'
        ? new Mp4OutputFormat({ metadataFormat: 'udta' })
        : new MovOutputFormat({ metadataFormat: 'mdta' }),
    target: new BufferTarget(),
  });
  const conversion = await Conversion.init({ input, output, tags, showWarnings: false });
  await conversion.execute();
  input.dispose();
  return Buffer.from(output.target.buffer!);
}

/** Sets the movie header's creation time (seconds since 1904), as a camera does. */
function setMovieCreationTime(bytes: Buffer, at: Date): Buffer {
  const mvhd = bytes.indexOf('mvhd');
  const version = bytes.readUInt8(mvhd + 4);
  const seconds = Math.floor(at.getTime() / 1000) + 2_082_844_800;
  if (version === 1) bytes.writeBigUInt64BE(BigInt(seconds), mvhd + 8);
  else bytes.writeUInt32BE(seconds, mvhd + 8);
  return bytes;
}

/** An Android-style MP4: `©xyz` location, `©mak`/`©mod` device in moov/udta; recorded at RECORDED_AT. */
export async function androidMp4(frames = 12): Promise<Buffer> {
  const tagged = await retag(tinyMp4(frames), 'mp4', {
    raw: { '©xyz': '+48.8577+002.2950/', '©mak': 'Google', '©mod': 'Pixel 8 Pro' },
  });
  return setMovieCreationTime(tagged, RECORDED_AT);
}

/** An iPhone-style MOV: location, make, model and creation date under Apple's `mdta` keys. */
export async function iphoneMov(frames = 12): Promise<Buffer> {
  return retag(tinyMp4(frames), 'mov', {
    raw: {
      'com.apple.quicktime.location.ISO6709': '+48.8577+002.2950+035.000/',
      'com.apple.quicktime.make': 'Apple',
      'com.apple.quicktime.model': 'iPhone 15 Pro',
      'com.apple.quicktime.creationdate': '2024-05-01T12:20:30+0200',
    },
  });
}

/** An MP4 header (`ftyp`) followed by junk: what a renamed file or an attack looks like. */
export const FAKE_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(4000, 0x41),
]);

/** A real video padded with a `free` box up to `size` bytes (a valid MP4 larger than one upload part). */
export function paddedMp4(size: number, video: Buffer = tinyMp4()): Buffer {
  const padding = size - video.length;
  const free = Buffer.alloc(padding, 0);
  free.writeUInt32BE(padding, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([video, free]);
}

/** A 40×30 JPEG from a phone held sideways: EXIF with GPS position, make, model and orientation 6. */
export async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2766/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4044/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A 40×30 PNG with an `eXIf` chunk (make, model) and a `tEXt` chunk naming the place and the phone. */
export async function taggedPng(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 4, background: { r: 10, g: 90, b: 160, alpha: 0.5 } },
  })
    .png()
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' } })
    .toBuffer();
  const text = pngChunk(
    'tEXt',
    Buffer.from('Comment\0Taken at +48.8577+002.2950 with a Pixel 8 Pro', 'latin1'),
  );
  const afterHeader = 8 + 25; // signature, then the IHDR chunk
  return Buffer.concat([png.subarray(0, afterHeader), text, png.subarray(afterHeader)]);
}

/** A PNG of a few hundred bytes that says it is 50,000 × 50,000 pixels (a decompression bomb). */
export function bombPng(): Buffer {
  const side = 50_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // One row of zeros, compressed: decoding all of it would need 2.5 GB.
  const rows = deflateSync(Buffer.alloc(side + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether `bytes` contain any of `needles` (as Latin-1 or UTF-8 text). */
export function leaksIn(bytes: Buffer, needles: string[] = LEAKS): string[] {
  const latin1 = bytes.toString('latin1');
  const utf8 = bytes.toString('utf8');
  return needles.filter((needle) => latin1.includes(needle) || utf8.includes(needle));
}
