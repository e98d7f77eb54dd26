import { EVIDENCE_ITEMS, messages, type JudgingCatch } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { boats, sessionTeamMembers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { TestUser } from '../../test/factories';
import { insertCatch, judgingCast, tournamentToJudge } from '../../test/judging-factories';
import { callAs, createBoat } from '../../test/profile-factories';
import { loadTournamentCatalogue, userIdOf, type TournamentCatalogue } from '../../test/tournament-factories';

/** Issue 32 point 2, ADR 012: nobody judges their own catch; points stay within the rule set. */

const HOUR = 3_600_000;
let t: TestApp;
let catalogue: TournamentCatalogue;
let organiser: TestUser;
let judge: TestUser;
let angler: TestUser;
let tournamentId: string;
let start: number;

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await loadTournamentCatalogue(t);
  const cast = await judgingCast(t, 1);
  ({ organiser, judge } = cast);
  angler = cast.members[0]!;
  // The judge fishes their own tournament too.
  tournamentId = await tournamentToJudge(t, organiser, [judge], [angler, judge], catalogue);
  start = Date.now() - 9 * HOUR;
});
afterAll(() => t?.close());

const base = () => `/api/judging/tournaments/${tournamentId}`;
const catchOf = (owner: TestUser, boatId: string | null = null) =>
  insertCatch(t, {
    tournamentId,
    owner,
    speciesId: catalogue.speciesIds[0]!,
    logTime: new Date(start),
    boatId,
  });
const decide = (user: TestUser, catchId: string, points?: number) =>
  callAs(t, 'PUT', `${base()}/catches/${catchId}/decision`, user, {
    version: 0,
    released: true,
    // Every item seen: the checklist asks no override note.
    evidence: [...EVIDENCE_ITEMS],
    ...(points === undefined ? {} : { points }),
  });
const refusedAsOwn = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ message: messages.judgingOwnCatch });
};

describe('nobody judges their own catch', () => {
  it('refuses the judge a decision, a note and a comment on a catch they fished; another judge decides it', async () => {
    const own = await catchOf(judge);
    refusedAsOwn(await decide(judge, own.catchId));
    refusedAsOwn(
      await callAs(t, 'POST', `${base()}/catches/${own.catchId}/notes`, judge, {
        videoId: own.videoIds[0],
        atSeconds: 1,
        text: 'Looks clean',
      }),
    );
    refusedAsOwn(
      await callAs(t, 'POST', `${base()}/catches/${own.catchId}/comments`, judge, { comment: 'Mine!' }),
    );
    // The feed tells the judge it is theirs, read-only.
    const seen = (await callAs(t, 'GET', `${base()}/catches/${own.catchId}`, judge)).json()
      .result as JudgingCatch;
    expect(seen).toMatchObject({ ownCatch: true, editable: false });
    // The organiser, who judges too, did not fish it.
    const byOrganiser = await decide(organiser, own.catchId);
    expect(byOrganiser.statusCode, byOrganiser.body).toBe(200);
    expect(byOrganiser.json().result).toMatchObject({ ownCatch: false, decision: { status: 'Approved' } });
  });

  it('refuses the judge a catch of a session they crewed, or fished from a boat they own', async () => {
    const crewed = await catchOf(angler);
    await t.database.db
      .insert(sessionTeamMembers)
      .values({ sessionId: crewed.sessionId, userId: await userIdOf(t, judge) });
    refusedAsOwn(await decide(judge, crewed.catchId));

    // A boat the judge captains (its owner is another captain).
    const { boat } = await createBoat(t);
    await t.database.db
      .update(boats)
      .set({ captainEmail: judge.email.toLowerCase() })
      .where(eq(boats.id, boat.boatUUID));
    const aboard = await catchOf(angler, boat.boatUUID);
    refusedAsOwn(await decide(judge, aboard.catchId));

    const strangers = await catchOf(angler);
    const decided = await decide(judge, strangers.catchId);
    expect(decided.statusCode, decided.body).toBe(200);
  });

  it('keeps points within the rule set, naming the field', async () => {
    const item = await catchOf(angler);
    const tooMany = await decide(judge, item.catchId, 100_000);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: 'Please enter a number no greater than 500',
      details: { fields: ['points'] },
    });
    expect((await decide(judge, item.catchId, 500)).statusCode).toBe(200);
  });
});
