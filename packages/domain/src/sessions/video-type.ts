/**
 * Video formats accepted, recognised by their bytes (magic numbers), never by the name: the
 * containers whose metadata the server can remove on ingest (MP4/M4V/MOV, WebM, Matroska). Spec §5
 * also lists AVI, MPG and Ogg; those are refused, since their location and device metadata could not
 * be removed (ADR 004).
 */
export const VIDEO_CONTENT_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/x-m4v',
  'video/webm',
  'video/x-matroska',
] as const;
export type VideoContentType = (typeof VIDEO_CONTENT_TYPES)[number];

/** File extensions of the accepted formats: spec §5's mp4, mov, m4v and webm, and mkv (ADR 004). */
export const ACCEPTED_VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'mov', 'm4v', 'webm', 'mkv'];

export const VIDEO_EXTENSION_OF: Record<VideoContentType, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-m4v': 'm4v',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
};

/** How many leading bytes `detectVideoKind` needs. */
export const VIDEO_SIGNATURE_BYTES = 16;
/** The largest video upload accepted. */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;

export type VideoKind = 'iso-bmff' | 'ebml';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...Array.from(bytes.subarray(from, to)));

/**
 * The container a file's first bytes announce: MP4/MOV/M4V (`ftyp` box at offset 4) or WebM/MKV
 * (EBML header); null for anything else, such as a text file renamed .mp4, or an AVI, MPEG or Ogg
 * file (not accepted: ADR 004). A header alone does not make a video: the server opens the whole
 * container when it cleans the upload.
 */
export function detectVideoKind(bytes: Uint8Array): VideoKind | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'iso-bmff';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'ebml';
  return null;
}

/** Whether a file name ends in one of the accepted video extensions. */
export function hasVideoExtension(fileName: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return Boolean(extension && ACCEPTED_VIDEO_EXTENSIONS.includes(extension));
}
