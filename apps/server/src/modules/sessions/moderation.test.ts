import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, messages, type Session } from '@tightlines/domain';
import { desc, eq } from 'drizzle-orm';
import * as schema from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login, type TestUser } from '../../test/factories';
import { callAs, type Method } from '../../test/profile-factories';
import { createSession } from '../../test/session-factories';
import { getUserByEmail, grantPermission } from '../users';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let moderator: TestUser;
let moderatorId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { name: 'Owner' });
  stranger = await createUser(t, { roleName: 'Captain', name: 'Stranger' });
  const mod = await createUser(t, { name: 'Moderator' });
  const row = await getUserByEmail(t.database.db, mod.email);
  moderatorId = row!.id;
  await grantPermission(t.database.db, moderatorId, 'CONTENT_MODERATOR');
  const tokens = await login(t, mod.email, mod.password);
  moderator = { ...mod, tokens, auth: { authorization: `Bearer ${tokens.accessToken}` } };
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);
const homeIds = async () =>
  ((await call('GET', '/api/sessions/home')).json().result.items as { UUID: string }[]).map((s) => s.UUID);
const recordsOf = (targetId: string) =>
  t.database.db
    .select()
    .from(schema.moderationActions)
    .where(eq(schema.moderationActions.targetId, targetId))
    .orderBy(desc(schema.moderationActions.createdAt));
async function commentOn(sessionId: string, author: TestUser, text: string): Promise<string> {
  const posted = await call('POST', '/api/comments', author, { objectUUID: sessionId, commentText: text });
  expect(posted.statusCode).toBe(200);
  return posted.json().result.UUID as string;
}

describe('moderating sessions', () => {
  it('lets a CONTENT_MODERATOR hide, restore and delete anyone’s session, each recorded with its reason', async () => {
    const id = await createSession(t, owner);
    const url = `/api/moderation/sessions/${id}`;

    const hidden = await call('POST', url, moderator, { action: 'hide', reason: 'Spam link in the video' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().result).toMatchObject({ UUID: id, IsHidden: true });
    expect(await homeIds()).not.toContain(id);

    const restored = await call('POST', url, moderator, { action: 'restore' });
    expect(restored.json().result).toMatchObject({ UUID: id, IsHidden: false });
    expect(await homeIds()).toContain(id);

    expect((await call('POST', url, moderator, { action: 'delete' })).json().result).toBeNull();
    expect((await call('GET', `/api/sessions/${id}`, owner)).statusCode).toBe(404);
    expect((await call('POST', url, moderator, { action: 'restore' })).statusCode).toBe(404);

    const records = await recordsOf(id);
    expect(records.map((row) => [row.action, row.targetType, row.moderatorId, row.reason]).reverse()).toEqual(
      [
        ['hide', 'session', moderatorId, 'Spam link in the video'],
        ['restore', 'session', moderatorId, null],
        ['delete', 'session', moderatorId, null],
      ],
    );
    expect(records.every((row) => row.createdAt instanceof Date)).toBe(true);
  });

  it('refuses everyone else with 403 (even the owner: theirs is PUT /api/sessions) and guests with 401', async () => {
    const id = await createSession(t, owner);
    const url = `/api/moderation/sessions/${id}`;
    expect((await call('POST', url, undefined, { action: 'hide' })).statusCode).toBe(401);
    for (const user of [stranger, owner]) {
      const refused = await call('POST', url, user, { action: 'delete' });
      expect(refused.statusCode).toBe(403);
    }
    // A missing session answers 403 too: nothing is looked up for a non-moderator.
    expect(
      (await call('POST', `/api/moderation/sessions/${MISSING}`, stranger, { action: 'hide', reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(await homeIds()).toContain(id);
    expect(await recordsOf(id)).toEqual([]);
  });

  it('refuses an unknown action or an over-long reason with a 400 naming the field', async () => {
    const id = await createSession(t, owner);
    const url = `/api/moderation/sessions/${id}`;
    const unknown = await call('POST', url, moderator, { action: 'ban' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('action');
    const long = await call('POST', url, moderator, { action: 'hide', reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('reason');
    expect(await homeIds()).toContain(id);
  });

  it('asks a moderator’s hide for its reason, on either route, naming the field', async () => {
    const id = await createSession(t, owner);
    for (const [method, url, body] of [
      ['POST', `/api/moderation/sessions/${id}`, { action: 'hide', reason: '   ' }],
      ['PUT', `/api/sessions/${id}`, { isHidden: true }],
    ] as const) {
      const refused = await call(method, url, moderator, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: messages.moderationReasonRequired,
        details: { fields: ['reason'] },
      });
    }
    expect(await homeIds()).toContain(id);
    expect(await recordsOf(id)).toEqual([]);
  });

  it('keeps a session a moderator hid hidden until a moderator restores it; its author sees why', async () => {
    const id = await createSession(t, owner);
    const reason = 'The video shows a protected species kept out of the water';
    expect(
      (await call('POST', `/api/moderation/sessions/${id}`, moderator, { action: 'hide', reason }))
        .statusCode,
    ).toBe(200);
    const seen = (await call('GET', `/api/sessions/${id}`, owner)).json().result;
    expect(seen).toMatchObject({
      IsHidden: true,
      hiddenByModerator: { at: expect.any(String), reason },
      can: { hide: true, restore: false, delete: true },
    });
    const mine = (await call('GET', '/api/sessions/mine', owner)).json().result.items as Session[];
    expect(mine.find((session) => session.UUID === id)?.hiddenByModerator?.reason).toBe(reason);

    // The author's restore is refused, and the session stays out of the feed.
    const refused = await call('PUT', `/api/sessions/${id}`, owner, { isHidden: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.sessionHiddenByModerator);
    expect(await homeIds()).not.toContain(id);
    // Hiding it again changes nothing: it is still the moderator's hide.
    expect((await call('PUT', `/api/sessions/${id}`, owner, { isHidden: true })).statusCode).toBe(200);
    expect((await call('PUT', `/api/sessions/${id}`, owner, { isHidden: false })).statusCode).toBe(403);

    // A moderator sees they may restore it, and does.
    expect((await call('GET', `/api/sessions/${id}`, moderator)).json().result.can.restore).toBe(true);
    const restored = await call('POST', `/api/moderation/sessions/${id}`, moderator, { action: 'restore' });
    expect(restored.json().result).toMatchObject({ IsHidden: false, hiddenByModerator: null });
    expect(await homeIds()).toContain(id);

    // Its author still hides and restores it themselves.
    expect((await call('PUT', `/api/sessions/${id}`, owner, { isHidden: true })).statusCode).toBe(200);
    const self = (await call('GET', `/api/sessions/${id}`, owner)).json().result;
    expect(self).toMatchObject({ IsHidden: true, hiddenByModerator: null, can: { restore: true } });
    expect((await call('PUT', `/api/sessions/${id}`, owner, { isHidden: false })).statusCode).toBe(200);
    expect(await homeIds()).toContain(id);
  });

  it('holds a moderator’s hide through the owner’s route too, with its reason', async () => {
    const id = await createSession(t, owner);
    const hidden = await call('PUT', `/api/sessions/${id}`, moderator, { isHidden: true, reason: 'Spam' });
    expect(hidden.statusCode).toBe(200);
    expect((await call('GET', `/api/sessions/${id}`, owner)).json().result.hiddenByModerator).toMatchObject({
      reason: 'Spam',
    });
    expect((await call('PUT', `/api/sessions/${id}`, owner, { isHidden: false })).statusCode).toBe(403);
    expect((await recordsOf(id)).map((row) => [row.action, row.reason])).toEqual([['hide', 'Spam']]);
  });

  it('records a moderator’s hide through the owner’s route, but not the owner’s own actions', async () => {
    const id = await createSession(t, owner);
    expect((await call('PUT', `/api/sessions/${id}`, owner, { isHidden: true })).statusCode).toBe(200);
    expect(await recordsOf(id)).toEqual([]);
    expect((await call('PUT', `/api/sessions/${id}`, moderator, { isHidden: false })).statusCode).toBe(200);
    expect((await recordsOf(id)).map((row) => row.action)).toEqual(['restore']);
  });
});

describe('moderating comments', () => {
  it('lets a CONTENT_MODERATOR remove anyone’s comment: gone from the list, counter down, recorded', async () => {
    const id = await createSession(t, owner);
    const kept = await commentOn(id, owner, 'Nice one');
    const removed = await commentOn(id, stranger, 'Buy cheap lures at spam.example');

    const answer = await call('POST', `/api/moderation/comments/${removed}/remove`, moderator, {
      reason: 'Advertising',
    });
    expect(answer.statusCode).toBe(200);
    const page = (await call('GET', `/api/comments/${id}?offset=0&limit=10`)).json().result;
    expect(page.items.map((comment: { UUID: string }) => comment.UUID)).toEqual([kept]);
    expect(page.total).toBe(1);
    expect((await call('GET', `/api/sessions/${id}`)).json().result.numComments).toBe(1);

    const [record] = await recordsOf(removed);
    expect(record).toMatchObject({
      action: 'remove-comment',
      targetType: 'comment',
      moderatorId,
      reason: 'Advertising',
      details: { sessionId: id, text: 'Buy cheap lures at spam.example' },
    });
    // Removed already: "not there".
    expect((await call('POST', `/api/moderation/comments/${removed}/remove`, moderator, {})).statusCode).toBe(
      404,
    );
  });

  it('refuses the comment’s author and everyone else with 403, guests with 401', async () => {
    const id = await createSession(t, owner);
    const comment = await commentOn(id, stranger, 'Mine');
    const url = `/api/moderation/comments/${comment}/remove`;
    expect((await call('POST', url, undefined, {})).statusCode).toBe(401);
    expect((await call('POST', url, stranger, {})).statusCode).toBe(403);
    expect((await call('POST', url, owner, {})).statusCode).toBe(403);
    expect((await call('GET', `/api/comments/${id}`)).json().result.total).toBe(1);
  });
});

describe('comment length', () => {
  it(`refuses a comment over ${COMMENT_MAX_LENGTH} characters with a 400 naming commentText`, async () => {
    const id = await createSession(t, owner);
    const refused = await call('POST', '/api/comments', stranger, {
      objectUUID: id,
      commentText: 'a'.repeat(COMMENT_MAX_LENGTH + 1),
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('commentText');
    const longest = await call('POST', '/api/comments', stranger, {
      objectUUID: id,
      commentText: 'a'.repeat(COMMENT_MAX_LENGTH),
    });
    expect(longest.statusCode).toBe(200);
  });
});
