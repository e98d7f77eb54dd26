import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestUser } from '../factories';
import { createSession, sessionInput, speciesIds, uploadVideo } from '../session-factories';
import { noEmailOf, type CaseContext, type MatrixRow } from './matrix-row';

function ownerOf(ctx: CaseContext): TestUser | null {
  if (ctx.relation === 'missing') return null;
  return ctx.relation === 'own' ? (ctx.actor.user ?? ctx.other) : ctx.other;
}

/** A session of the case's owner, or a UUID that names nothing. */
async function sessionFor(ctx: CaseContext): Promise<string> {
  const owner = ownerOf(ctx);
  return owner ? createSession(ctx.t, owner) : randomUUID();
}

/** A fish log of the case's owner, or a UUID that names nothing. */
async function logFor(ctx: CaseContext): Promise<string> {
  const owner = ownerOf(ctx);
  if (!owner) return randomUUID();
  const id = await createSession(ctx.t, owner);
  const read = await ctx.t.app.inject({ url: `/api/sessions/${id}`, headers: owner.auth });
  return (read.json().result as { logs: { UUID: string }[] }).logs[0]!.UUID;
}

/** Backup media of the case's owner, or a UUID that names nothing. */
async function mediaFor(ctx: CaseContext): Promise<string> {
  const owner = ownerOf(ctx);
  if (!owner) return randomUUID();
  const id = await createSession(ctx.t, owner);
  const s3Key = await uploadVideo(ctx.t, owner);
  const added = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/backupMedia',
    headers: owner.auth,
    payload: { fishingSessionUUID: id, s3Key },
  });
  return (added.json().result as { mediaId: string }).mediaId;
}

const put = (url: string, payload: object): InjectOptions => ({ method: 'PUT', url, payload });

/** Fishing sessions, fish logs, comments, shares and backup media (issue 4). */
export const SESSION_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/map/config',
    access: { kind: 'public' },
    request: () => ({ url: '/api/map/config' }),
  },
  {
    method: 'GET',
    url: '/api/sessions/home',
    access: { kind: 'public' },
    request: () => ({ url: '/api/sessions/home' }),
  },
  {
    method: 'GET',
    url: '/api/sessions/mine',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/sessions/mine' }),
  },
  {
    // The caller's own sessions only: the logbook reads nobody else's (issue 40 point 3).
    method: 'GET',
    url: '/api/sessions/mine/export',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/sessions/mine/export?format=csv' }),
  },
  {
    // A preview writes nothing; the import logs the caller's own sessions (modules/sessions/logbook.test.ts).
    method: 'POST',
    url: /^\/api\/sessions\/import(\/preview)?$/,
    access: {
      kind: 'covered',
      by: 'modules/sessions/logbook.test.ts (401 signed out; the file logs sessions of the caller only)',
    },
  },
  {
    method: 'POST',
    url: '/api/sessions',
    access: { kind: 'signed-in' },
    request: async ({ t }) => ({ method: 'POST', url: '/api/sessions', payload: await sessionInput(t) }),
  },
  {
    // Visible sessions are public; someone else's hidden one is proven "not there" in sessions.test.ts.
    method: 'GET',
    url: '/api/sessions/:uuid',
    access: { kind: 'public' },
    request: async (ctx) => ({ url: `/api/sessions/${await createSession(ctx.t, ctx.other)}` }),
    // Someone else's positions are private by default, even to a self-registered Captain or Boat.
    reveals: (body, other) => [
      ...noEmailOf(body, other),
      ...(/"latitude":[-0-9]/.test(body) || /"longitude":[-0-9]/.test(body) ? ['reveals a position'] : []),
    ],
  },
  {
    // An edit: only the owner (the moderator's hide and delete are proven in sessions.test.ts).
    method: 'PUT',
    url: '/api/sessions/:uuid',
    access: { kind: 'owned', others: 'forbidden' },
    request: async (ctx) =>
      put(
        `/api/sessions/${await sessionFor(ctx)}`,
        await sessionInput(ctx.t, { fishingStyle: 'Nearshore', logs: [] }),
      ),
  },
  {
    method: 'POST',
    url: '/api/sessions/:uuid/logs',
    access: { kind: 'owned', others: 'forbidden' },
    request: async (ctx) => {
      const [fish] = await speciesIds(ctx.t);
      return {
        method: 'POST',
        url: `/api/sessions/${await sessionFor(ctx)}/logs`,
        payload: { fishUUID: fish, type: 'Bite', logTime: new Date(Date.now() - 2 * 3600_000).toISOString() },
      };
    },
  },
  {
    method: 'PUT',
    url: '/api/fishingLogs/:uuid',
    access: { kind: 'owned', others: 'forbidden' },
    request: async (ctx) => put(`/api/fishingLogs/${await logFor(ctx)}`, { type: 'Harvest' }),
  },
  {
    method: 'GET',
    url: '/api/comments/:sessionUUID',
    access: { kind: 'public' },
    request: async (ctx) => {
      const id = await createSession(ctx.t, ctx.other);
      await ctx.t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: ctx.other.auth,
        payload: { objectUUID: id, commentText: 'Tight lines', activitySourceName: 'Website' },
      });
      return { url: `/api/comments/${id}?offset=0&limit=2` };
    },
    // A commenter's hidden e-mail reaches nobody.
    reveals: noEmailOf,
  },
  {
    method: 'POST',
    url: '/api/comments',
    access: { kind: 'signed-in' },
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/comments',
      payload: { objectUUID: await createSession(ctx.t, ctx.other), commentText: 'Nice fish!' },
    }),
  },
  {
    // Anyone's session, for CONTENT_MODERATORs only (the owner's own route is PUT /api/sessions/:uuid).
    method: 'POST',
    url: '/api/moderation/sessions/:uuid',
    access: { kind: 'signed-in', permission: 'CONTENT_MODERATOR' },
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/moderation/sessions/${await createSession(ctx.t, ctx.other)}`,
      payload: { action: 'hide', reason: 'Matrix' },
    }),
  },
  {
    method: 'POST',
    url: '/api/moderation/comments/:commentId/remove',
    access: { kind: 'signed-in', permission: 'CONTENT_MODERATOR' },
    request: async (ctx) => {
      const posted = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: ctx.other.auth,
        payload: { objectUUID: await createSession(ctx.t, ctx.other), commentText: 'Remove me' },
      });
      const comment = (posted.json().result as { UUID: string }).UUID;
      return { method: 'POST', url: `/api/moderation/comments/${comment}/remove`, payload: {} };
    },
  },
  {
    method: 'POST',
    url: '/api/share',
    access: { kind: 'signed-in' },
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/share',
      payload: { objectUUID: await createSession(ctx.t, ctx.other), platformTypeName: 'Link' },
    }),
  },
  {
    method: 'GET',
    url: '/api/backupMedia',
    access: { kind: 'owned', others: 'allowed' },
    request: async (ctx) => ({ url: `/api/backupMedia?fishingSessionUUID=${await sessionFor(ctx)}` }),
  },
  {
    method: 'POST',
    url: '/api/backupMedia',
    access: { kind: 'owned', others: 'forbidden' },
    request: async (ctx) => {
      const uploader = ctx.actor.user ?? ctx.other;
      return {
        method: 'POST',
        url: '/api/backupMedia',
        payload: { fishingSessionUUID: await sessionFor(ctx), s3Key: await uploadVideo(ctx.t, uploader) },
      };
    },
  },
  {
    method: 'DELETE',
    url: '/api/backupMedia/:mediaId',
    access: { kind: 'owned', others: 'forbidden' },
    request: async (ctx) => ({ method: 'DELETE', url: `/api/backupMedia/${await mediaFor(ctx)}` }),
  },
];
