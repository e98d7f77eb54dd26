import { messages } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { answerJudging, insertCatch, tournamentToJudge } from '../../test/judging-factories';
import { callAs } from '../../test/profile-factories';
import { loadTournamentCatalogue, type TournamentCatalogue } from '../../test/tournament-factories';

/**
 * Issue 32 point 1: being named judge by e-mail grants nothing until the account holding the address
 * proved it and accepted. An impostor who registers the address first judges nothing.
 */

const HOUR = 3_600_000;
let t: TestApp;
let catalogue: TournamentCatalogue;
let organiser: TestUser;
let angler: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain', name: 'Olga' });
  angler = await createUser(t, { name: 'Angler' });
});
afterAll(() => t?.close());

const judgeAddress = () => `judge-${randomUUID().slice(0, 8)}@example.com`;

/** A tournament past its upload deadline naming `judges` (nobody accepted), with one catch. */
async function tournamentNaming(judges: TestUser[]) {
  const tournamentId = await tournamentToJudge(t, organiser, judges, [angler], catalogue, { accept: false });
  const { catchId } = await insertCatch(t, {
    tournamentId,
    owner: angler,
    speciesId: catalogue.speciesIds[0],
    logTime: new Date(Date.now() - 8 * HOUR),
  });
  return { tournamentId, catchId };
}

/** What a judge does: read the overview and catches, the members, decide a catch, finish. */
async function judgingAnswers(user: TestUser, tournamentId: string, catchId: string) {
  const base = `/api/judging/tournaments/${tournamentId}`;
  return {
    overview: (await callAs(t, 'GET', base, user)).statusCode,
    catches: (await callAs(t, 'GET', `${base}/catches`, user)).statusCode,
    catch: (await callAs(t, 'GET', `${base}/catches/${catchId}`, user)).statusCode,
    members: (await callAs(t, 'GET', `/api/tournaments/${tournamentId}/members`, user)).statusCode,
    decide: (
      await callAs(t, 'PUT', `${base}/catches/${catchId}/decision`, user, {
        version: 0,
        released: false,
        refusalReason: 'Not on video',
      })
    ).statusCode,
    finish: (await callAs(t, 'POST', `${base}/finish`, user, {})).statusCode,
  };
}

const refusedEverything = {
  overview: 403,
  catches: 403,
  catch: 403,
  members: 403,
  decide: 403,
  finish: 403,
};

const answer = (user: TestUser, tournamentId: string, accept: boolean) =>
  callAs(t, 'PUT', `/api/tournaments/${tournamentId}/judge_invitation`, user, { accept });

describe('a named judge (issue 32)', () => {
  it("gives the impostor who registered the judge's address nothing: no accepting, no judging", async () => {
    const impostor = await createUser(t, { email: judgeAddress(), verified: false });
    const { tournamentId, catchId } = await tournamentNaming([impostor]);

    const accepting = await answer(impostor, tournamentId, true);
    expect(accepting.statusCode).toBe(403);
    expect(accepting.json().message).toBe(messages.emailNotVerified);
    expect((await answer(impostor, tournamentId, false)).statusCode).toBe(403);
    expect(await judgingAnswers(impostor, tournamentId, catchId)).toEqual(refusedEverything);
    const detail = await callAs(t, 'GET', `/api/tournaments/${tournamentId}`, impostor);
    expect(detail.json().result).toMatchObject({ can: { judge: false }, judgeInvitation: 'invited' });
    // Someone not named at all: the invitation is not there; a guest is asked to sign in.
    expect((await answer(angler, tournamentId, true)).statusCode).toBe(404);
    const guest = await t.app.inject({
      method: 'PUT',
      url: `/api/tournaments/${tournamentId}/judge_invitation`,
      payload: { accept: true },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('lets a verified judge judge only once they accept, and mails the invitation', async () => {
    const judge = await createUser(t, { email: judgeAddress() });
    const { tournamentId, catchId } = await tournamentNaming([judge]);
    const invitations = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, judge.email));
    expect(invitations.map((mail) => mail.subject)).toContain('You are invited to judge Marlin Open');
    expect(invitations.find((mail) => mail.subject.startsWith('You are invited'))!.text).toContain(
      `${t.config.publicUrl}/judge`,
    );

    expect(await judgingAnswers(judge, tournamentId, catchId)).toEqual(refusedEverything);
    await answerJudging(t, judge, tournamentId, true);
    const judged = await judgingAnswers(judge, tournamentId, catchId);
    expect(judged).toMatchObject({ overview: 200, catches: 200, catch: 200, members: 200, decide: 200 });
    expect(judged.finish).toBe(200);
  });

  it('lets a judge decline, and shows the organiser each judge’s answer', async () => {
    const accepting = await createUser(t, { email: judgeAddress() });
    const declining = await createUser(t, { email: judgeAddress() });
    const silent = await createUser(t, { email: judgeAddress() });
    const { tournamentId, catchId } = await tournamentNaming([accepting, declining, silent]);
    await answerJudging(t, accepting, tournamentId, true);
    const declined = await answer(declining, tournamentId, false);
    expect(declined.json().result).toEqual({ tournamentUUID: tournamentId, status: 'declined' });

    expect((await judgingAnswers(declining, tournamentId, catchId)).decide).toBe(403);
    const organiserView = (await callAs(t, 'GET', `/api/tournaments/${tournamentId}`, organiser)).json()
      .result;
    expect(organiserView.judges).toEqual(
      expect.arrayContaining([
        { email: accepting.email, status: 'accepted' },
        { email: declining.email, status: 'declined' },
        { email: silent.email, status: 'invited' },
      ]),
    );
    expect(organiserView.judgeNames).toHaveLength(1);
    // Nobody else reads the judges' addresses or answers.
    const asAngler = (await callAs(t, 'GET', `/api/tournaments/${tournamentId}`, angler)).json().result;
    expect(asAngler).toMatchObject({ judges: [], judgesEmails: [], judgeInvitation: null });
  });

  it('keeps judging from finishing until one named judge accepted, even for the organiser', async () => {
    const judge = await createUser(t, { email: judgeAddress() });
    const { tournamentId, catchId } = await tournamentNaming([judge]);
    const base = `/api/judging/tournaments/${tournamentId}`;
    const decided = await callAs(t, 'PUT', `${base}/catches/${catchId}/decision`, organiser, {
      version: 0,
      released: false,
      refusalReason: 'Not on video',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const overview = async () => (await callAs(t, 'GET', base, organiser)).json().result;
    expect(await overview()).toMatchObject({ counters: { Pending: 0 }, canFinish: false });
    const early = await callAs(t, 'POST', `${base}/finish`, organiser, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.judgingNeedsAcceptedJudge);
    await answerJudging(t, judge, tournamentId, true);
    expect(await overview()).toMatchObject({ canFinish: true });
    expect((await callAs(t, 'POST', `${base}/finish`, organiser, {})).statusCode).toBe(200);
  });
});
