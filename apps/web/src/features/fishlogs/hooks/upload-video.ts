import {
  AppError,
  detectVideoKind,
  hasVideoExtension,
  messages,
  VIDEO_CONTENT_TYPES,
  VIDEO_SIGNATURE_BYTES,
  type CompletedUpload,
  type PartUrls,
  type UploadAnswer,
  type UploadedParts,
  type UploadTicket,
  UPLOAD_PART_BYTES,
  type VideoContentType,
} from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { localUploadStore, type MultipartTransport, uploadInParts } from './multipart-upload';

const notVideo = () => new AppError('VALIDATION', { message: messages.fileMustBeVideo });

/** Checks a picked file like the server will: a video extension and a video's first bytes. */
export async function checkVideoFile(file: File | null): Promise<VideoContentType> {
  if (!file) throw new AppError('VALIDATION', { message: messages.selectFile });
  if (!hasVideoExtension(file.name)) throw notVideo();
  const head = new Uint8Array(await file.slice(0, VIDEO_SIGNATURE_BYTES).arrayBuffer());
  const kind = detectVideoKind(head);
  if (!kind) throw notVideo();
  const declared = VIDEO_CONTENT_TYPES.find((type) => type === file.type);
  if (declared) return declared;
  return kind === 'ebml'
    ? 'video/webm'
    : kind === 'avi'
      ? 'video/x-msvideo'
      : kind === 'mpeg'
        ? 'video/mpeg'
        : 'video/mp4';
}

/** PUTs a body with XMLHttpRequest, which reports upload progress (fetch cannot), in bytes sent. */
function xhrPut(
  url: string,
  headers: Record<string, string>,
  body: Blob,
  onLoaded: (loaded: number, total: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onLoaded(event.loaded, event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new AppError('UNAVAILABLE', { message: messages.connectionError }));
    request.onerror = () => reject(new AppError('UNAVAILABLE', { message: messages.connectionError }));
    request.send(body);
  });
}

/** PUTs bytes to a signed URL, reporting progress in percent. */
export function putWithProgress(
  ticket: UploadTicket,
  body: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return xhrPut(ticket.uploadUrl, ticket.headers, body, (loaded, total) =>
    onProgress(Math.round((loaded / total) * 100)),
  );
}

/** The API and storage calls of a multipart video upload. */
function videoTransport(contentType: VideoContentType, size: number): MultipartTransport {
  return {
    async start() {
      const answer = await apiRequest<UploadAnswer>('/media/uploads', {
        method: 'POST',
        body: { purpose: 'video', contentType, size },
      });
      if (answer.method !== 'MULTIPART')
        throw new AppError('UNAVAILABLE', { message: messages.connectionError });
      return answer;
    },
    listParts: (uploadId) => apiRequest<UploadedParts>('/media/uploads/parts', { query: { uploadId } }),
    signParts: (uploadId, partNumbers) =>
      apiRequest<PartUrls>('/media/uploads/partUrls', { method: 'POST', body: { uploadId, partNumbers } }),
    // A part carries no content type: the object's type was fixed when the upload started.
    sendPart: (url, body, onProgress) => xhrPut(url, {}, body, (loaded) => onProgress(loaded)),
    complete: (uploadId) =>
      apiRequest<CompletedUpload>('/media/uploads/complete', { method: 'POST', body: { uploadId } }),
  };
}

/**
 * Uploads a checked video straight to storage, reporting progress; answers the key to attach.
 * A video larger than one part goes up in parts, three at a time, retried and resumable.
 */
export async function uploadVideo(file: File, onProgress: (percent: number) => void): Promise<string> {
  const contentType = await checkVideoFile(file);
  if (file.size > UPLOAD_PART_BYTES) {
    return uploadInParts(file, {
      transport: videoTransport(contentType, file.size),
      store: localUploadStore,
      onProgress,
    });
  }
  const ticket = await apiRequest<UploadTicket>('/media/uploads', {
    method: 'POST',
    body: { purpose: 'video', contentType, size: file.size },
  });
  await putWithProgress(ticket, file, onProgress);
  return ticket.key;
}

/**
 * A JPEG thumbnail of the video's first frame, drawn on a canvas in the browser; null when the
 * browser cannot decode the video (the log is saved without a poster).
 */
export async function captureThumbnail(file: File): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    video.src = url;
    await new Promise<void>((resolve, reject) => {
      video.onloadeddata = () => resolve();
      video.onerror = () => reject(new Error('undecodable'));
      setTimeout(() => reject(new Error('timeout')), 5000);
    });
    const canvas = document.createElement('canvas');
    const scale = Math.min(1, 512 / Math.max(video.videoWidth, video.videoHeight, 1));
    canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Uploads a thumbnail picture; answers its key, or null when it could not be stored. */
export async function uploadThumbnail(picture: Blob): Promise<string | null> {
  try {
    const ticket = await apiRequest<UploadTicket>('/media/uploads', {
      method: 'POST',
      body: { purpose: 'picture', contentType: 'image/jpeg', size: picture.size },
    });
    await putWithProgress(ticket, picture, () => undefined);
    return ticket.key;
  } catch {
    return null;
  }
}
