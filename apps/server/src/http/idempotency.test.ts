import { messages } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fishingSessions, sessionComments, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, type TestUser } from '../test/factories';
import { createSession, sessionInput } from '../test/session-factories';

let t: TestApp;
let angler: TestUser;
let friend: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  angler = await createUser(t, { name: 'Doubletap' });
  friend = await createUser(t, { name: 'Friend' });
});
afterAll(() => t.close());

const post = (url: string, user: TestUser, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

const sessionsOf = async (user: TestUser) => {
  const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  return t.database.db.$count(fishingSessions, eq(fishingSessions.ownerId, owner!.id));
};

describe('Idempotency-Key', () => {
  it('posts a session once, however often it is sent with one key', async () => {
    const input = await sessionInput(t);
    const before = await sessionsOf(angler);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(await post('/api/sessions', angler, input, 'session-form-0001'));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers.slice(1)) expect(answer.body).toBe(answers[0]!.body);
    expect(answers.slice(1).every((answer) => answer.headers['idempotent-replayed'] === 'true')).toBe(true);
    expect(await sessionsOf(angler)).toBe(before + 1);
  });

  it('writes once when the same key arrives five times at once', async () => {
    const input = await sessionInput(t);
    const before = await t.database.db.$count(fishingSessions);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => post('/api/sessions', angler, input, 'session-form-0002')),
    );
    expect(await t.database.db.$count(fishingSessions)).toBe(before + 1);
    for (const answer of answers) {
      // The first writes; the others get its answer, or are told it is still on its way.
      expect([200, 409], answer.body).toContain(answer.statusCode);
    }
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('comments once per key, and twice without one', async () => {
    const objectUUID = await createSession(t, angler);
    const comment = { objectUUID, commentText: 'Nice marlin!' };
    const count = () => t.database.db.$count(sessionComments, eq(sessionComments.sessionId, objectUUID));
    await post('/api/comments', friend, comment, 'comment-form-0001');
    await post('/api/comments', friend, comment, 'comment-form-0001');
    expect(await count()).toBe(1);
    await post('/api/comments', friend, comment);
    await post('/api/comments', friend, comment);
    expect(await count()).toBe(3);
  });

  it("keeps one account's keys apart from another's", async () => {
    const input = await sessionInput(t);
    const mine = await post('/api/sessions', angler, input, 'shared-key-0001');
    const theirs = await post('/api/sessions', friend, input, 'shared-key-0001');
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses the key with another request, naming the header', async () => {
    const first = await post('/api/sessions', angler, await sessionInput(t), 'session-form-0003');
    expect(first.statusCode).toBe(200);
    const other = await post(
      '/api/sessions',
      angler,
      await sessionInput(t, { startDatetime: new Date(Date.now() - 4 * 3600_000).toISOString() }),
      'session-form-0003',
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      message: messages.idempotencyKeyReused,
      details: { fields: ['Idempotency-Key'] },
    });
  });

  it('lets a refused write be corrected and sent again under the same key', async () => {
    const bad = await post(
      '/api/sessions',
      angler,
      { ...(await sessionInput(t)), finishDatetime: 'soon' },
      'session-form-0004',
    );
    expect(bad.statusCode).toBe(400);
    const good = await post('/api/sessions', angler, await sessionInput(t), 'session-form-0004');
    expect(good.statusCode, good.body).toBe(200);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key, naming the header', async () => {
    const answer = await post('/api/sessions', angler, await sessionInput(t), 'no spaces!');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: messages.idempotencyKeyInvalid,
      details: { fields: ['Idempotency-Key'] },
    });
  });
});
