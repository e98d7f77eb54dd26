import { randomUUID } from 'node:crypto';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { createSession, sessionInput, uploadVideo } from '../../test/session-factories';

/** Issue 40 point 4: a deleted account leaves no readable personal data, and its e-mail is free again. */

let t: TestApp;
let doomed: TestUser;
let other: TestUser;
const marker = randomUUID().slice(0, 8);
const name = `Zebedee${marker}`;
const lastname = `Quixote${marker}`;
const commentText = `My secret spot is behind the reef ${marker}`;

beforeAll(async () => {
  t = await buildTestApp();
  doomed = await createUser(t, { name, lastname });
  other = await createUser(t);
});
afterAll(() => t?.close());

const remove = (user: TestUser, email: string, body: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/accounts/${encodeURIComponent(email)}`,
    headers: user.auth,
    payload: body as object,
  });

/**
 * Every row of every table of the schema, as text (`row::text`: every column, JSON included), that
 * still holds one of `needles`: what "no readable personal data" is checked against.
 */
async function rowsHolding(needles: string[]): Promise<string[]> {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => value instanceof PgTable,
  );
  const found: string[] = [];
  for (const table of tables) {
    const { name: tableName } = getTableConfig(table);
    for (const needle of needles) {
      const result = await t.database.db.execute(
        sql`select count(*)::int as count from ${sql.identifier(tableName)} as r where lower(r::text) like ${`%${needle.toLowerCase()}%`}`,
      );
      const rows = (result as unknown as { rows: { count: number }[] }).rows;
      if ((rows[0]?.count ?? 0) > 0) found.push(`${tableName}: ${needle}`);
    }
  }
  return found;
}

describe('deleting my account', () => {
  let ownSession: string;
  let otherSession: string;
  let videoUrl: string;

  beforeAll(async () => {
    const key = await uploadVideo(t, doomed);
    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: doomed.auth,
      payload: await sessionInput(t, {
        logs: [
          {
            ...(await sessionInput(t)).logs![0]!,
            video: { key, isAddedFromGallery: true },
          },
        ],
      }),
    });
    expect(logged.statusCode, logged.body).toBe(200);
    ownSession = logged.json().result.UUID;
    videoUrl = logged.json().result.logs[0].videoURLs[0].Url;
    otherSession = await createSession(t, other, { teamMemberEmails: [doomed.email] });
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: doomed.auth,
      payload: { objectUUID: otherSession, commentText },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect(await rowsHolding([doomed.email, name, lastname, commentText])).not.toEqual([]);
  });

  it("needs the current password, and is only one's own", async () => {
    const wrong = await remove(doomed, doomed.email, { currentPassword: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      key: 'currentPasswordInvalid',
      details: { fields: ['currentPassword'] },
    });
    expect((await remove(doomed, doomed.email, {})).json().key).toBe('currentPasswordRequired');
    expect((await remove(other, doomed.email, { currentPassword: TEST_PASSWORD })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/accounts/${doomed.email}`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('leaves no readable personal data in any table, its sessions and media nowhere, and its e-mail free', async () => {
    const deleted = await remove(doomed, doomed.email, { currentPassword: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await rowsHolding([doomed.email, name, lastname, commentText])).toEqual([]);

    // Signed out everywhere; its session, video and comment are gone for everyone.
    expect((await t.app.inject({ url: '/api/sessions/mine', headers: doomed.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/sessions/${ownSession}`, headers: other.auth })).statusCode).toBe(
      404,
    );
    const feed = (await t.app.inject({ url: '/api/sessions/home', headers: other.auth })).json().result
      .items as { UUID: string }[];
    expect(feed.map((session) => session.UUID)).not.toContain(ownSession);
    expect(
      (
        await t.app.inject({
          url: new URL(videoUrl, 'http://localhost').pathname + new URL(videoUrl, 'http://localhost').search,
        })
      ).statusCode,
    ).toBe(404);
    const kept = (await t.app.inject({ url: `/api/sessions/${otherSession}`, headers: other.auth })).json()
      .result;
    expect(kept.numComments).toBe(0);
    expect(kept.TeamMembers).toEqual([]);

    // The address registers again, as a new account.
    const again = await createUser(t, { email: doomed.email });
    expect(
      (await t.app.inject({ url: '/api/sessions/mine', headers: again.auth })).json().result.items,
    ).toEqual([]);
  });
});
