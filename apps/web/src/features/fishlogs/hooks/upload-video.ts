import {
  AppError,
  detectVideoKind,
  hasVideoExtension,
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
import { finishUpload, putBytes, putWithProgress } from '../../../api/signed-upload';
import { uploadPicture } from '../../../api/upload-picture';
import { localUploadStore, type MultipartTransport, uploadInParts } from './multipart-upload';

const notVideo = () => new AppError('VALIDATION', { key: 'fileMustBeVideo' });

/** Checks a picked file like the server will: a video extension and a video's first bytes. */
export async function checkVideoFile(file: File | null): Promise<VideoContentType> {
  if (!file) throw new AppError('VALIDATION', { key: 'selectFile' });
  if (!hasVideoExtension(file.name)) throw notVideo();
  const head = new Uint8Array(await file.slice(0, VIDEO_SIGNATURE_BYTES).arrayBuffer());
  const kind = detectVideoKind(head);
  if (!kind) throw notVideo();
  const declared = VIDEO_CONTENT_TYPES.find((type) => type === file.type);
  if (declared) return declared;
  return kind === 'ebml' ? 'video/webm' : 'video/mp4';
}

/** The API and storage calls of a multipart video upload. */
function videoTransport(contentType: VideoContentType, size: number): MultipartTransport {
  return {
    async start(signal) {
      const answer = await apiRequest<UploadAnswer>('/media/uploads', {
        method: 'POST',
        body: { purpose: 'video', contentType, size },
        signal,
      });
      if (answer.method !== 'MULTIPART') throw new AppError('UNAVAILABLE');
      return answer;
    },
    listParts: (uploadId, signal) =>
      apiRequest<UploadedParts>('/media/uploads/parts', { query: { uploadId }, signal }),
    signParts: (uploadId, partNumbers, signal) =>
      apiRequest<PartUrls>('/media/uploads/partUrls', {
        method: 'POST',
        body: { uploadId, partNumbers },
        signal,
      }),
    // A part carries no content type: the object's type was fixed when the upload started.
    sendPart: (url, body, onProgress, signal) =>
      putBytes(url, {}, body, (loaded) => onProgress(loaded), signal),
    complete: (uploadId, signal) =>
      apiRequest<CompletedUpload>('/media/uploads/complete', { method: 'POST', body: { uploadId }, signal }),
    abort: (uploadId) => apiRequest<null>('/media/uploads/abort', { method: 'POST', body: { uploadId } }),
  };
}

export interface VideoUploadOptions {
  onProgress: (percent: number) => void;
  /** Once every byte is sent, while the server removes the video's metadata. */
  onProcessing?: () => void;
  /**
   * Cancels the upload (another file picked, the log removed): requests in flight stop, nothing
   * more is sent, completed or finished, a multipart upload is dropped on the server (a single PUT
   * left behind is swept with the other unattached uploads), and the upload rejects.
   */
  signal?: AbortSignal;
}

/**
 * Uploads a checked video straight to storage, reporting progress, then has the server finish it
 * (`onProcessing` once every byte is sent, while its metadata is removed); answers the key to attach.
 * A video larger than one part goes up in parts, three at a time, retried and resumable.
 */
export async function uploadVideo(
  file: File,
  { onProgress, onProcessing, signal }: VideoUploadOptions,
): Promise<string> {
  const contentType = await checkVideoFile(file);
  signal?.throwIfAborted();
  let key: string;
  if (file.size > UPLOAD_PART_BYTES) {
    key = await uploadInParts(file, {
      transport: videoTransport(contentType, file.size),
      store: localUploadStore,
      onProgress,
      signal,
    });
  } else {
    const ticket = await apiRequest<UploadTicket>('/media/uploads', {
      method: 'POST',
      body: { purpose: 'video', contentType, size: file.size },
      signal,
    });
    await putWithProgress(ticket, file, onProgress, signal);
    key = ticket.key;
  }
  signal?.throwIfAborted();
  onProcessing?.();
  await finishUpload(key, signal);
  signal?.throwIfAborted();
  return key;
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

/** Uploads a thumbnail picture; answers its key, or null when it could not be stored or was cancelled. */
export function uploadThumbnail(picture: Blob, signal?: AbortSignal): Promise<string | null> {
  return uploadPicture(picture, { signal }).catch(() => null);
}
