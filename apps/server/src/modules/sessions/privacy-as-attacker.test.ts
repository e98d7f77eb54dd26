import { ROLE_NAMES, type PositionVisibility, type RoleName } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { callAs, type Method } from '../../test/profile-factories';
import { createSession, sessionInput } from '../../test/session-factories';
import { getUserByEmail } from '../users';

/**
 * Issue 16 tried as an attacker would: a self-registered account of every role (anyone can
 * register as Captain) against someone else's positions and e-mail address. SECURITY.md cites it.
 */
let t: TestApp;
let owner: TestUser;
let sessionId: string;
const attackers = {} as Record<RoleName, TestUser>;
const EXACT = { latitude: 9.53217, longitude: -85.71234 };
const BLURRED = { latitude: 9.5, longitude: -85.7 };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { roleName: 'Angler', name: 'Owner' });
  for (const roleName of ROLE_NAMES) attackers[roleName] = await createUser(t, { roleName });
  const input = await sessionInput(t);
  sessionId = await createSession(t, owner, { logs: [{ ...input.logs![0]!, ...EXACT }] });
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  callAs(t, method, url, user, payload);

async function choose(
  user: TestUser,
  privacy: { positionVisibility?: PositionVisibility; showEmail?: boolean },
) {
  const current = (await call('GET', `/api/users/${user.email}/privacy`, user)).json().result.privacy;
  const saved = await call('PUT', `/api/users/${user.email}/privacy`, user, {
    privacy: { ...current, ...privacy },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The position of the session's one log as `viewer` reads the session (the session detail). */
async function positionSeenBy(viewer?: TestUser) {
  const response = await call('GET', `/api/sessions/${sessionId}`, viewer);
  expect(response.statusCode, response.body).toBe(200);
  const [log] = response.json().result.logs as {
    latitude: number;
    longitude: number;
    positionPrecision: string;
  }[];
  return { latitude: log!.latitude, longitude: log!.longitude, precision: log!.positionPrecision };
}

const none = { latitude: null, longitude: null, precision: 'none' };
const exact = { ...EXACT, precision: 'exact' };
const blurred = { ...BLURRED, precision: 'blurred' };

describe('positions of catches, whatever the viewer registered as', () => {
  const expected: Record<PositionVisibility, Record<RoleName, object>> = {
    private: { Angler: none, Mate: none, Captain: none, Boat: none },
    blurred: { Angler: none, Mate: none, Captain: blurred, Boat: blurred },
    exact: { Angler: none, Mate: none, Captain: exact, Boat: exact },
  };

  it.each(['private', 'blurred', 'exact'] as const)(
    'with the owner choosing %s: each role gets what the owner allows, guests nothing, the owner exact',
    async (visibility) => {
      await choose(owner, { positionVisibility: visibility });
      for (const role of ROLE_NAMES) {
        expect(await positionSeenBy(attackers[role]), `${role} reading a ${visibility} position`).toEqual(
          expected[visibility][role],
        );
      }
      expect(await positionSeenBy()).toEqual(none);
      expect(await positionSeenBy(owner)).toEqual(exact);
    },
  );

  it('keeps positions private for an owner who never set their privacy', async () => {
    const newcomer = await createUser(t, { roleName: 'Boat' });
    const input = await sessionInput(t);
    const id = await createSession(t, newcomer, { logs: [{ ...input.logs![0]!, ...EXACT }] });
    for (const role of ROLE_NAMES) {
      const log = (await call('GET', `/api/sessions/${id}`, attackers[role])).json().result.logs[0];
      expect(log).toMatchObject({ latitude: null, longitude: null, positionPrecision: 'none' });
    }
  });

  it('never puts a position in the home feed, and My Fishlogs and log edits give the owner theirs exactly', async () => {
    await choose(owner, { positionVisibility: 'exact' });
    for (const viewer of [undefined, ...Object.values(attackers), owner]) {
      const feed = await call('GET', '/api/sessions/home', viewer);
      expect(feed.statusCode).toBe(200);
      expect(feed.body).not.toContain('9.53');
      expect(feed.body).not.toContain('85.71');
      expect(feed.body).not.toContain('"latitude"');
    }
    for (const attacker of Object.values(attackers)) {
      const mine = (await call('GET', '/api/sessions/mine', attacker)).json().result.items as {
        UUID: string;
      }[];
      expect(mine.map((item) => item.UUID)).not.toContain(sessionId);
    }
    await choose(owner, { positionVisibility: 'private' });
    const mine = (await call('GET', '/api/sessions/mine', owner)).json().result.items as {
      UUID: string;
      logs: object[];
    }[];
    expect(mine.find((item) => item.UUID === sessionId)!.logs[0]).toMatchObject({
      ...EXACT,
      positionPrecision: 'exact',
    });
    const input = await sessionInput(t);
    const added = await call('POST', `/api/sessions/${sessionId}/logs`, owner, {
      ...input.logs![0]!,
      ...EXACT,
    });
    expect(added.json().result).toMatchObject({ ...EXACT, positionPrecision: 'exact' });
  });
});

describe('e-mail addresses, whatever the viewer registered as', () => {
  it('hides a commenter, a team member and a search card unless they show their e-mail', async () => {
    const member = await createUser(t, { roleName: 'Mate', name: 'Zebulon', lastname: 'Quillfeather' });
    const memberId = (await getUserByEmail(t.database.db, member.email))!.id;
    const id = await createSession(t, owner, { teamMemberUUIDs: [memberId] });
    const commented = await call('POST', '/api/comments', member, {
      objectUUID: id,
      accountEmail: member.email,
      actionObjectName: 'FishingSession',
      commentText: 'Nice one',
      activitySourceName: 'Website',
    });
    expect(commented.statusCode, commented.body).toBe(200);

    const seenBy = async (viewer: TestUser | undefined) => {
      const session = (await call('GET', `/api/sessions/${id}`, viewer)).json().result;
      const comments = (await call('GET', `/api/comments/${id}?offset=0&limit=2`, viewer)).json().result;
      const cards = viewer
        ? (await call('GET', '/api/users/list?searchText=Zebulon', viewer)).json().result
        : [];
      const typedInFull = viewer
        ? (await call('GET', `/api/users/list?searchText=${member.email}`, viewer)).json().result
        : [];
      return { session, comments, cards, typedInFull };
    };

    // Hidden (the default): not to the session's owner, not to any role, not to guests.
    for (const viewer of [owner, undefined, ...Object.values(attackers)]) {
      const seen = await seenBy(viewer);
      expect(JSON.stringify(seen), `seen by ${viewer?.email ?? 'a guest'}`).not.toContain(member.email);
      expect(seen.session.TeamMembers).toEqual([
        expect.objectContaining({
          name: 'Zebulon',
          email: null,
          userUUID: viewer === owner ? memberId : null,
        }),
      ]);
      expect(seen.comments.items[0]).toMatchObject({ Name: 'Zebulon', Email: null });
      if (viewer) expect(seen.cards).toEqual([expect.objectContaining({ name: 'Zebulon', email: null })]);
    }
    // The member themself reads their own address.
    expect((await seenBy(member)).comments.items[0].Email).toBe(member.email);

    // Shown: to signed-in readers, still never to guests.
    await choose(member, { showEmail: true });
    for (const viewer of [owner, ...Object.values(attackers)]) {
      const seen = await seenBy(viewer);
      expect(seen.session.TeamMembers[0].email).toBe(member.email);
      expect(seen.comments.items[0].Email).toBe(member.email);
      expect(seen.cards[0].email).toBe(member.email);
    }
    expect(JSON.stringify(await seenBy(undefined))).not.toContain(member.email);
  });

  it('answers a boat captain e-mail and a profile e-mail only as the owner allows', async () => {
    const stranger = attackers.Captain;
    // A hidden e-mail is not even a lookup key: the profile answers like an unknown address.
    const profile = await call('GET', `/api/users/${owner.email}/profile`, stranger);
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toMatchObject({ code: 101000, result: null });
    expect(profile.body).not.toContain(owner.email);
  });
});

describe('people search', () => {
  it('is limited per account, whatever address the searches come from', async () => {
    const limited = await buildTestApp({ env: { SEARCH_RATE_LIMIT_MAX: '3' } });
    try {
      const searcher = await createUser(limited);
      const other = await createUser(limited);
      const search = (user: TestUser, at: number) =>
        limited.app.inject({
          url: '/api/users/list?searchText=Test',
          headers: user.auth,
          remoteAddress: `10.0.0.${at}`,
        });
      const statuses = [];
      for (let at = 1; at <= 4; at += 1) statuses.push((await search(searcher, at)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await search(other, 9)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('media URLs', () => {
  it('never name the uploader: new keys go to a random media folder', async () => {
    const userId = (await getUserByEmail(t.database.db, owner.email))!.id;
    const ticket = await call('POST', '/api/media/uploads', owner, {
      purpose: 'picture',
      contentType: 'image/png',
      size: 100,
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const { key, uploadUrl } = ticket.json().result as { key: string; uploadUrl: string };
    expect(key).toMatch(/^uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    expect(key).not.toContain(userId);
    expect(uploadUrl).not.toContain(userId);
  });
});
