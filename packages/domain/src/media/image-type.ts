/** Picture formats spec §5 accepts (png, jpg, jpeg), as the bytes say, not as the file name says. */
export const PICTURE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type PictureContentType = (typeof PICTURE_CONTENT_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** How many leading bytes `detectPictureType` needs to decide. */
export const PICTURE_SIGNATURE_BYTES = PNG_SIGNATURE.length;

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The picture type from the file's first bytes (magic numbers): PNG or JPEG, else null. A GIF
 * renamed to .png is still a GIF, so the name alone is never trusted.
 */
export function detectPictureType(bytes: Uint8Array): PictureContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** Whether a file name ends in one of the picture extensions of spec §9 (png, jpg, jpeg). */
export function hasPictureExtension(fileName: string): boolean {
  return /\.(png|jpe?g)$/i.test(fileName);
}

/** The longest side of a stored picture; the browser scales larger photos down before upload. */
export const PICTURE_MAX_SIDE_PX = 512;
/** The largest picture upload accepted, after the browser has scaled it down. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The most pixels (width × height) the server decodes when it cleans a picture: about 40
 * megapixels, more than any phone photo. A larger picture is refused before it is decoded, so a
 * small file announcing huge dimensions (a decompression bomb) cannot exhaust the server's memory.
 */
export const PICTURE_MAX_PIXELS = 40_000_000;
