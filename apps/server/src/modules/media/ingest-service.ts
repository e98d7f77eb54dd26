import { AppError, type FinishedUpload } from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { cleanUpload, type MediaKind } from './clean-upload';
import { canAttachUpload } from './policy';

const PICTURE_KEY = /\.(png|jpe?g)$/i;

/** What an upload under `key` was meant to be, from the extension its ticket gave it. */
const intendedKind = (key: string): MediaKind => (PICTURE_KEY.test(key) ? 'picture' : 'video');

const refusal = (kind: MediaKind, field: string) =>
  new AppError('VALIDATION', {
    key: kind === 'picture' ? 'invalidImageFormat' : 'fileMustBeVideo',
    details: { fields: [field] },
  });

/**
 * Finishes one of the caller's uploads, right after its bytes were sent: the file is checked and
 * its metadata removed in place (clean-upload.ts), then it can be attached. Finishing again answers
 * the same. NOT_FOUND for an upload that is not there or not the caller's (not yours = not there);
 * VALIDATION naming `key` for a file that is not a picture or a video we can read (it is removed).
 */
export async function finishUpload(
  db: Db,
  storage: Storage,
  actor: Actor,
  key: string,
): Promise<FinishedUpload> {
  if (!canAttachUpload(actor, key)) throw new AppError('NOT_FOUND');
  const result = await cleanUpload(db, storage, key, actor.userId);
  if (result.status === 'missing') throw new AppError('NOT_FOUND');
  if (result.status === 'refused') throw refusal(intendedKind(key), 'key');
  const { facts } = result;
  return {
    key,
    kind: result.kind,
    size: facts.sizeBytes,
    width: facts.width,
    height: facts.height,
    recordedAt: facts.recordedAt?.toISOString() ?? null,
    durationMs: facts.durationMs,
  };
}

/**
 * Checks an upload before something takes it (a profile or boat picture, a log's video, backup
 * media) and cleans it on the spot when it was not finished, so a client that skips the finish
 * step is just as safe: the caller's own upload (FORBIDDEN otherwise), present, and of the kind
 * `expect`s. Refusals are VALIDATION naming `field`: "Image must be in a valid format" for a
 * picture, "Please select a file." for a missing video, "The file format must be a video." for
 * anything else. Answers the kind of media it is.
 */
export async function requireCleanMedia(
  db: Db,
  storage: Storage,
  actor: Actor,
  key: string,
  { field, expect }: { field: string; expect: MediaKind | 'any' },
): Promise<MediaKind> {
  if (!canAttachUpload(actor, key)) throw new AppError('FORBIDDEN');
  const wanted = expect === 'any' ? intendedKind(key) : expect;
  const result = await cleanUpload(db, storage, key, actor.userId);
  if (result.status === 'missing') {
    if (expect === 'picture') throw refusal('picture', field);
    throw new AppError('VALIDATION', { key: 'selectFile', details: { fields: [field] } });
  }
  if (result.status === 'refused') throw refusal(wanted, field);
  if (expect !== 'any' && result.kind !== expect) throw refusal(expect, field);
  return result.kind;
}
