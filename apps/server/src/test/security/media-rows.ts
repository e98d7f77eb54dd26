import { MP4_BYTES, uploadVideo } from '../session-factories';
import { largeVideoBytes, sendParts, startMultipartUpload } from '../media-factories';
import type { CaseContext, MatrixRow } from './matrix-row';

/** A handle shaped like a real one that names no upload (its signature cannot verify). */
const MISSING_UPLOAD = `${Buffer.from(JSON.stringify({ k: 'uploads/x/y.mp4' })).toString('base64url')}.bm90LXNpZ25lZA`;

/**
 * A multipart upload of the case's owner (the actor's own, or the other user's), or a handle that
 * names nothing. With `complete`, all its parts are sent, so the owner can complete it.
 */
async function uploadFor(ctx: CaseContext, { complete = false } = {}): Promise<string> {
  if (ctx.relation === 'missing') return MISSING_UPLOAD;
  const owner = ctx.relation === 'own' ? (ctx.actor.user ?? ctx.other) : ctx.other;
  const bytes = largeVideoBytes(MP4_BYTES, 16);
  const plan = await startMultipartUpload(ctx.t, owner, bytes.length);
  if (complete) await sendParts(ctx.t, owner, plan, bytes, [1, 2]);
  return plan.uploadId;
}

/** An uploaded (unfinished) video of the case's owner, or a key that names nothing. */
async function uploadedKeyFor(ctx: CaseContext): Promise<string> {
  if (ctx.relation === 'missing') return 'uploads/00000000-0000-4000-8000-000000000000/missing.mp4';
  const owner = ctx.relation === 'own' ? (ctx.actor.user ?? ctx.other) : ctx.other;
  return uploadVideo(ctx.t, owner);
}

/**
 * Multipart uploads (issue 4, "Uploads"): only the uploader may sign, list, complete or abort; and
 * only they may finish an upload (issue 16: its metadata removed before anything shows it).
 */
export const MEDIA_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    url: '/api/media/uploads/finish',
    access: { kind: 'owned', others: 'hidden' },
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/media/uploads/finish',
      payload: { key: await uploadedKeyFor(ctx) },
    }),
  },
  {
    method: 'POST',
    url: '/api/media/uploads/partUrls',
    access: { kind: 'owned', others: 'hidden' },
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/media/uploads/partUrls',
      payload: { uploadId: await uploadFor(ctx), partNumbers: [1, 2] },
    }),
  },
  {
    method: 'GET',
    url: '/api/media/uploads/parts',
    access: { kind: 'owned', others: 'hidden' },
    request: async (ctx) => ({
      url: `/api/media/uploads/parts?uploadId=${encodeURIComponent(await uploadFor(ctx))}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/media/uploads/complete',
    access: { kind: 'owned', others: 'hidden' },
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/media/uploads/complete',
      payload: { uploadId: await uploadFor(ctx, { complete: true }) },
    }),
  },
  {
    method: 'POST',
    url: '/api/media/uploads/abort',
    access: { kind: 'owned', others: 'hidden' },
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/media/uploads/abort',
      payload: { uploadId: await uploadFor(ctx) },
    }),
  },
];
