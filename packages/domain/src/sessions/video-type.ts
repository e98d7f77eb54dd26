import { VIDEO_EXTENSIONS, VIDEO_FORMATS } from '../constants';

/** Video formats spec §5 accepts, recognised by their bytes (magic numbers), never by the name. */
export const VIDEO_CONTENT_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/x-m4v',
  'video/webm',
  'video/x-matroska',
  'video/x-msvideo',
  'video/mpeg',
  'video/ogg',
] as const;
export type VideoContentType = (typeof VIDEO_CONTENT_TYPES)[number];

/** File extensions of spec §5 (m4v, avi, mpg, mp4, mov), the listed formats (webm, ogg) and their kin. */
export const ACCEPTED_VIDEO_EXTENSIONS: readonly string[] = [
  ...VIDEO_EXTENSIONS,
  ...VIDEO_FORMATS,
  'mpeg',
  'ogv',
  'mkv',
];

export const VIDEO_EXTENSION_OF: Record<VideoContentType, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-m4v': 'm4v',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
  'video/x-msvideo': 'avi',
  'video/mpeg': 'mpg',
  'video/ogg': 'ogv',
};

/** How many leading bytes `detectVideoKind` needs. */
export const VIDEO_SIGNATURE_BYTES = 16;
/** The largest video upload accepted. */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;

export type VideoKind = 'iso-bmff' | 'ebml' | 'avi' | 'mpeg' | 'ogg';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...Array.from(bytes.subarray(from, to)));

/**
 * The container a file's first bytes announce: MP4/MOV/M4V (`ftyp` box at offset 4), WebM/MKV
 * (EBML header), AVI (RIFF…AVI), MPEG program or elementary stream (pack or sequence header) or
 * Ogg; null for anything else, such as a text file renamed .mp4.
 */
export function detectVideoKind(bytes: Uint8Array): VideoKind | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'iso-bmff';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'ebml';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 11) === 'AVI') return 'avi';
  if (
    bytes.length >= 4 &&
    bytes[0] === 0 &&
    bytes[1] === 0 &&
    bytes[2] === 1 &&
    (bytes[3] === 0xba || bytes[3] === 0xb3)
  )
    return 'mpeg';
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  return null;
}

/** Whether a file name ends in one of the accepted video extensions. */
export function hasVideoExtension(fileName: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return Boolean(extension && ACCEPTED_VIDEO_EXTENSIONS.includes(extension));
}
