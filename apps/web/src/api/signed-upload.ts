import { AppError, type FinishedUpload, type UploadTicket } from '@tightlines/domain';
import { apiRequest } from './client';

const connectionError = () => new AppError('UNAVAILABLE');

/**
 * PUTs a body to a signed storage URL with XMLHttpRequest, which reports upload progress (fetch
 * cannot), in bytes sent. Aborting `signal` stops the request and rejects with the signal's reason.
 * Every upload of the app (pictures, videos, their parts) sends its bytes through here.
 */
export function putBytes(
  url: string,
  headers: Record<string, string>,
  body: Blob,
  onLoaded: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const request = new XMLHttpRequest();
    const stop = () => {
      request.abort();
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
    request.onloadend = () => signal?.removeEventListener('abort', stop);
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onLoaded(event.loaded, event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(connectionError());
    request.onerror = () => reject(connectionError());
    request.send(body);
  });
}

/** PUTs bytes to a ticket's signed URL, reporting progress in percent; `signal` cancels it. */
export function putWithProgress(
  ticket: UploadTicket,
  body: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return putBytes(
    ticket.uploadUrl,
    ticket.headers,
    body,
    (loaded, total) => onProgress(Math.round((loaded / total) * 100)),
    signal,
  );
}

/**
 * Asks the server to finish an upload whose bytes are sent: it checks the file and removes its
 * location and device metadata before the key can be attached (a refusal is the field's error).
 */
export function finishUpload(key: string, signal?: AbortSignal): Promise<FinishedUpload> {
  return apiRequest<FinishedUpload>('/media/uploads/finish', { method: 'POST', body: { key }, signal });
}
