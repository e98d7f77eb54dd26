import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, MISSING_UUID, type TestUser } from '../../test/factories';
import { callAs, type Method } from '../../test/profile-factories';
import { createSession, sessionInput } from '../../test/session-factories';
import { getUserByEmail } from '../users';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { name: 'Owner' });
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);
const idOf = async (user: TestUser) => (await getUserByEmail(t.database.db, user.email))!.id;

/**
 * The team as the owner reads it: their UUIDs, sorted (e-mails only as each member's privacy shows
 * them: adding someone to a team reveals nothing their profile does not).
 */
async function teamOf(sessionId: string): Promise<string[]> {
  const response = await call('GET', `/api/sessions/${sessionId}`, owner);
  expect(response.statusCode, response.body).toBe(200);
  const team = response.json().result.TeamMembers as { email: string | null; userUUID: string }[];
  expect(team.map((member) => member.email)).toEqual(team.map(() => null));
  return team.map((member) => member.userUUID).sort();
}

describe('team members by user UUID', () => {
  it('adds people found by a search, alongside e-mails, once each and never the owner', async () => {
    const mate = await createUser(t, { roleName: 'Mate', name: 'Mara' });
    const angler = await createUser(t, { name: 'Andy' });
    const id = await createSession(t, owner, {
      teamMemberUUIDs: [await idOf(mate), (await idOf(mate)).toUpperCase(), await idOf(owner)],
      teamMemberEmails: [mate.email, angler.email],
    });
    expect(await teamOf(id)).toEqual([await idOf(angler), await idOf(mate)].sort());
  });

  it('replaces the team on edit, and keeps e-mail-only bodies working as before', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const id = await createSession(t, owner, { teamMemberUUIDs: [await idOf(first)] });
    const edited = await call('PUT', `/api/sessions/${id}`, owner, {
      ...(await sessionInput(t)),
      logs: [],
      teamMemberUUIDs: [await idOf(second)],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await teamOf(id)).toEqual([await idOf(second)]);

    const byEmail = await call('PUT', `/api/sessions/${id}`, owner, {
      ...(await sessionInput(t)),
      logs: [],
      teamMemberEmails: [first.email],
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(await teamOf(id)).toEqual([await idOf(first)]);
  });

  it('refuses an unknown or deleted user, or a malformed UUID, with the spec message and 400', async () => {
    const gone = await createUser(t);
    const goneId = await idOf(gone);
    await t.database.db.execute(sql`update users set deleted_at = now() where id = ${goneId}`);
    for (const teamMemberUUIDs of [[MISSING_UUID], [goneId], ['not-a-uuid']]) {
      const response = await call('POST', '/api/sessions', owner, {
        ...(await sessionInput(t)),
        teamMemberUUIDs,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please complete all required fields',
        details: { fields: [expect.stringContaining('teamMemberUUIDs')] },
      });
    }
  });
});
