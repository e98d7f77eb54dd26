import {
  AppError,
  detectPictureType,
  type FinishedUpload,
  messages,
  PICTURE_MAX_SIDE_PX,
  PICTURE_SIGNATURE_BYTES,
  type PictureContentType,
  type UploadTicket,
} from '@tightlines/domain';
import { apiRequest } from '../../../../api/client';

const invalidFormat = () => new AppError('VALIDATION', { message: messages.invalidImageFormat });

/** The picture type of a file by its first bytes (a GIF renamed .png is refused all the same). */
async function readPictureType(file: Blob): Promise<PictureContentType> {
  const head = new Uint8Array(await file.slice(0, PICTURE_SIGNATURE_BYTES).arrayBuffer());
  const type = detectPictureType(head);
  if (!type) throw invalidFormat();
  return type;
}

/**
 * Checks and shrinks the picture in the browser before upload, like every picture of the app: PNG
 * or JPEG by its bytes, at most the media pipeline's size on its longest side.
 */
export async function preparePicture(file: File): Promise<Blob> {
  const type = await readPictureType(file);
  const bitmap = await createImageBitmap(file).catch(() => {
    throw invalidFormat();
  });
  const scale = Math.min(1, PICTURE_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  if (!blob) throw invalidFormat();
  return blob;
}

/** PUTs the bytes to the signed URL with XMLHttpRequest, which reports upload progress (fetch cannot). */
function putWithProgress(ticket: UploadTicket, body: Blob, onProgress: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(ticket.method, ticket.uploadUrl);
    for (const [name, value] of Object.entries(ticket.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const failed = () => reject(new AppError('UNAVAILABLE', { message: messages.connectionError }));
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : failed());
    request.onerror = failed;
    request.send(body);
  });
}

/**
 * Uploads the tournament's picture through the media pipeline: a signed direct upload with its
 * progress, then the server finishes it (checks it, removes its metadata). Answers the key to attach.
 */
export async function uploadPicture(picture: Blob, onProgress: (percent: number) => void): Promise<string> {
  const contentType = await readPictureType(picture);
  const ticket = await apiRequest<UploadTicket>('/media/uploads', {
    method: 'POST',
    body: { purpose: 'picture', contentType, size: picture.size },
  });
  await putWithProgress(ticket, picture, onProgress);
  await apiRequest<FinishedUpload>('/media/uploads/finish', { method: 'POST', body: { key: ticket.key } });
  return ticket.key;
}
