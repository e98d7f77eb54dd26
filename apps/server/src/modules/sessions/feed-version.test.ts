import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { createBoat } from '../../test/profile-factories';
import { createSession, sessionInput } from '../../test/session-factories';
import { getUserByEmail } from '../users';
import { readFeedVersion } from './repo';

/**
 * The feed version of migration 0017 (ADR 008), on the engine the suite runs on: the database moves
 * it once per committed transaction that changes what a card reads, and for nothing else.
 */
let t: TestApp;
const ids = { session: '', owner: '', mate: '', boat: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const { owner, boat } = await createBoat(t);
  const mate = await createUser(t, { name: 'Mate' });
  const input = await sessionInput(t, { boatUUID: boat.boatUUID, teamMemberEmails: [mate.email] });
  ids.session = await createSession(t, owner, input);
  // A video row as the log service writes one (the upload itself is not what this tests).
  await t.database.executeSql(
    `insert into fish_log_videos (log_id, session_id, storage_key, added_from_gallery)
       select id, session_id, 'uploads/feed-version.mp4', false from fish_logs where session_id = $1`,
    [ids.session],
  );
  ids.owner = (await getUserByEmail(t.database.db, owner.email))!.id;
  ids.mate = (await getUserByEmail(t.database.db, mate.email))!.id;
  ids.boat = boat.boatUUID;
});
afterAll(() => t.close());

const version = () => readFeedVersion(t.database.db);
const run = (statement: string) =>
  t.database.executeSql(statement.replace(/:(\w+)/g, (_, name: keyof typeof ids) => `'${ids[name]}'`));

describe('the feed version', () => {
  it.each([
    ['a session', 'update fishing_sessions set releases = releases + 1 where id = :session'],
    ['a log', 'update fish_logs set length = length + 1 where session_id = :session'],
    [
      'a video',
      'update fish_log_videos set added_from_gallery = not added_from_gallery where session_id = :session',
    ],
    ['a team', 'delete from session_team_members where session_id = :session and user_id = :mate'],
    ['a team', 'insert into session_team_members (session_id, user_id) values (:session, :mate)'],
    ["an owner's name", "update users set lastname = lastname || '.' where id = :owner"],
    ["a member's picture", "update users set picture_url = 'https://example.com/p.png' where id = :mate"],
    [
      "a member's privacy",
      `insert into user_privacy (user_id, show_email) values (:mate, true)
         on conflict (user_id) do update set show_email = not user_privacy.show_email`,
    ],
    ["a member's privacy", 'update user_privacy set show_email = not show_email where user_id = :mate'],
    ["a boat's name", "update boats set name = name || '.' where id = :boat"],
    ["a species' name", "update species set name = name || '.' where name = (select min(name) from species)"],
    [
      "a locality's name",
      "update localities set name = name || '.' where name = (select min(name) from localities)",
    ],
  ])('moves when %s changes', async (_, statement) => {
    const before = await version();
    await run(statement);
    expect(await version()).toBe(before + 1);
  });

  it.each([
    ['a password', "update users set password_hash = 'x' where id = :owner"],
    ['a phone number', "update users set phone = '+506 8888 1111' where id = :owner"],
    ['another privacy setting', 'update user_privacy set show_phone = not show_phone where user_id = :mate'],
    ["a boat's hull number", "update boats set hull_number = hull_number || '1' where id = :boat"],
    [
      'a share',
      "insert into shares (user_id, object_id, object_type, platform) values (:owner, :session, 'FishingSession', 'Link')",
    ],
    [
      'a comment row (its counter is on the session)',
      "insert into session_comments (session_id, author_id, text) values (:session, :mate, 'hi')",
    ],
    ['a name set to itself', 'update users set name = name where id = :owner'],
  ])('stays for %s', async (_, statement) => {
    const before = await version();
    await run(statement);
    expect(await version()).toBe(before);
  });

  it('moves once per transaction, at its commit, and not for one rolled back', async () => {
    const before = await version();
    const inside = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`update fishing_sessions set bites = bites + 1 where id = '${ids.session}'`));
      await tx.execute(
        sql.raw(`update fish_logs set weight = weight + 1 where session_id = '${ids.session}'`),
      );
      await tx.execute(sql.raw(`update boats set name = name || '!' where id = '${ids.boat}'`));
      return readFeedVersion(tx);
    });
    expect(inside).toBe(before);
    expect(await version()).toBe(before + 1);

    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql.raw(`update fishing_sessions set bites = bites + 1 where id = '${ids.session}'`),
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before + 1);
  });
});
