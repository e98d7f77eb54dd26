import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournaments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { answerJudging } from '../../test/judging-factories';
import {
  loadTournamentCatalogue,
  publishTournament,
  tournamentInput,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

let t: TestApp;
let catalogue: TournamentCatalogue;
let organiser: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
});
afterAll(() => t?.close());

const permissionsOf = async (user: TestUser) => {
  const response = await t.app.inject({ url: `/api/users?userEmail=${user.email}`, headers: user.auth });
  expect(response.statusCode, response.body).toBe(200);
  const info = response.json().result;
  const first = Array.isArray(info) ? info[0] : info;
  return (first.permissions as { Name: string }[]).map((permission) => permission.Name);
};

const toJudge = async (user: TestUser) =>
  t.app.inject({ url: '/api/tournaments/to-judge', headers: user.auth });

describe('named judges (issue 21 point 8)', () => {
  it('gain JUDGE_TOURNAMENTS while named, and judge only their own tournaments', async () => {
    const judge = await createUser(t);
    const bystander = await createUser(t);
    expect(await permissionsOf(judge)).not.toContain('JUDGE_TOURNAMENTS');
    expect((await toJudge(judge)).statusCode).toBe(403);

    const theirs = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { judgesEmails: [{ judgeEmail: judge.email.toUpperCase() }] }),
    );
    const other = await publishTournament(t, organiser, tournamentInput(catalogue));

    expect(await permissionsOf(judge)).toContain('JUDGE_TOURNAMENTS');
    expect(await permissionsOf(bystander)).not.toContain('JUDGE_TOURNAMENTS');
    const listed = await toJudge(judge);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().result.items.map((item: { UUID: string }) => item.UUID)).toEqual([theirs]);

    const detail = async (id: string) =>
      (await t.app.inject({ url: `/api/tournaments/${id}`, headers: judge.auth })).json().result;
    // Named is invited (issue 32): they judge once they accept.
    expect(await detail(theirs)).toMatchObject({ can: { judge: false }, judgeInvitation: 'invited' });
    await answerJudging(t, judge, theirs, true);
    expect(await detail(theirs)).toMatchObject({ can: { judge: true }, judgeInvitation: 'accepted' });
    expect(await detail(other)).toMatchObject({ can: { judge: false }, judgeInvitation: null });

    // A cancelled tournament has nothing left to judge: the grant goes with it.
    await t.database.db.update(tournaments).set({ status: 'Canceled' }).where(eq(tournaments.id, theirs));
    expect(await permissionsOf(judge)).not.toContain('JUDGE_TOURNAMENTS');
  });
});
