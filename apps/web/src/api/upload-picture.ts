import {
  AppError,
  detectPictureType,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_SIDE_PX,
  PICTURE_SIGNATURE_BYTES,
  type PictureContentType,
  type UploadTicket,
} from '@tightlines/domain';
import { apiRequest } from './client';
import { finishUpload, putWithProgress } from './signed-upload';

const invalidFormat = () => new AppError('VALIDATION', { key: 'invalidImageFormat' });

/** The picture type of a file by its first bytes; a GIF renamed .png is refused all the same. */
export async function readPictureType(file: Blob): Promise<PictureContentType> {
  const head = new Uint8Array(await file.slice(0, PICTURE_SIGNATURE_BYTES).arrayBuffer());
  const type = detectPictureType(head);
  if (!type) throw invalidFormat();
  return type;
}

/** The scale that fits a picture inside `max` pixels on its longest side (never enlarging). */
export function fitScale(width: number, height: number, max = PICTURE_MAX_SIDE_PX): number {
  return Math.min(1, max / Math.max(width, height, 1));
}

/**
 * Checks and shrinks a picture in the browser before upload: PNG or JPEG by its bytes, at most
 * `maxSide` px (512 by default) on its longest side, re-encoded in its own format (PNG keeps
 * transparency), except a PNG that would pass the upload limit (PICTURE_MAX_BYTES): a JPEG.
 */
export async function preparePicture(file: File, maxSide = PICTURE_MAX_SIDE_PX): Promise<Blob> {
  const type = await readPictureType(file);
  const bitmap = await createImageBitmap(file).catch(() => {
    throw invalidFormat();
  });
  const scale = fitScale(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const encode = (as: PictureContentType) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, as, 0.85));
  let blob = await encode(type);
  // A large PNG photo (a tournament picture kept at 1600 px) would pass the upload limit and be
  // refused: as a JPEG it fits, and losing transparency is all it costs.
  if (blob && type === 'image/png' && blob.size > PICTURE_MAX_BYTES) blob = await encode('image/jpeg');
  if (!blob) throw invalidFormat();
  return blob;
}

export interface PictureUploadOptions {
  onProgress?: (percent: number) => void;
  /**
   * Cancels the upload (another picture picked, the form closed): the request in flight stops,
   * nothing more is sent or finished, and the upload rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/**
 * Uploads a prepared picture straight to storage with a signed URL (reporting its progress when
 * asked), then has the server finish it (check it and remove its metadata); returns the key to attach.
 */
export async function uploadPicture(
  picture: Blob,
  { onProgress, signal }: PictureUploadOptions = {},
): Promise<string> {
  const contentType = await readPictureType(picture);
  signal?.throwIfAborted();
  const ticket = await apiRequest<UploadTicket>('/media/uploads', {
    method: 'POST',
    body: { purpose: 'picture', contentType, size: picture.size },
    signal,
  });
  await putWithProgress(ticket, picture, (percent) => onProgress?.(percent), signal);
  await finishUpload(ticket.key, signal);
  signal?.throwIfAborted();
  return ticket.key;
}
