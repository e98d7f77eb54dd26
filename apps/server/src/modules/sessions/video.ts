import {
  AppError,
  detectVideoKind,
  messages,
  VIDEO_SIGNATURE_BYTES,
  type VideoAttach,
} from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { canAttachUpload } from '../media/policy';
import { requireOwnPicture } from '../media/service';

async function readHead(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key, { range: { start: 0, end: VIDEO_SIGNATURE_BYTES - 1 } });
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Checks an uploaded video before a log or backup media takes it: the caller's own upload
 * (FORBIDDEN otherwise), present ("Please select a file."), and a video by its bytes whatever its
 * name ("The file format must be a video."; the refused object is removed).
 */
export async function requireOwnVideo(storage: Storage, actor: Actor, key: string): Promise<string> {
  if (!canAttachUpload(actor, key)) throw new AppError('FORBIDDEN');
  const head = await readHead(storage, key);
  if (!head) throw new AppError('VALIDATION', { message: messages.selectFile });
  if (!detectVideoKind(head)) {
    await storage.delete(key).catch(() => undefined);
    throw new AppError('VALIDATION', { message: messages.fileMustBeVideo });
  }
  return key;
}

/** The checked keys of a video attachment (its thumbnail must be a real picture of the caller's). */
export async function checkVideo(storage: Storage, actor: Actor, video: VideoAttach) {
  const key = await requireOwnVideo(storage, actor, video.key);
  const thumbnailKey = video.thumbnailKey
    ? await requireOwnPicture(storage, actor, video.thumbnailKey)
    : null;
  return { key, thumbnailKey };
}

/** A backup media file: a video or a picture of the caller's, by its bytes. */
export async function requireOwnMedia(storage: Storage, actor: Actor, key: string): Promise<string> {
  if (!canAttachUpload(actor, key)) throw new AppError('FORBIDDEN');
  const head = await readHead(storage, key);
  if (!head) throw new AppError('VALIDATION', { message: messages.selectFile });
  if (detectVideoKind(head)) return 'video';
  await requireOwnPicture(storage, actor, key);
  return 'picture';
}
