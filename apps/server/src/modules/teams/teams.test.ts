import { messages } from '@tightlines/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkouts,
  mailOutbox,
  notifications,
  teamRegistrationMembers,
  teamRegistrations,
  tournamentMembers,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { capturedLocalPayments, deliverEvent, type CapturedPayments } from '../../test/payment-factories';
import { PNG_BYTES, uploadPicture } from '../../test/profile-factories';
import {
  loadTournamentCatalogue,
  placeUser,
  publishTournament,
  tournamentInput,
  userIdOf,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

let t: TestApp;
let payments: CapturedPayments;
let catalogue: TournamentCatalogue;
let organiser: TestUser;

beforeAll(async () => {
  payments = capturedLocalPayments();
  t = await buildTestApp({ startJobs: true, payments: (db) => payments.setup(db) });
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
});
afterAll(() => t?.close());

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload || method === 'POST' ? { payload: payload ?? {} } : {}),
  });

/** A user of region A (where `tournamentInput`'s tournaments are fished). */
async function anglerOfRegionA(name = 'Test'): Promise<TestUser & { id: string }> {
  const user = await createUser(t, { name });
  await placeUser(t, user, catalogue.regionA.localityId);
  return { ...user, id: await userIdOf(t, user) };
}

/** A captain's team of three: the captain, an angler and a mate. */
async function teamOfThree(name = 'Reel Deal') {
  const captain = await anglerOfRegionA('Cap');
  const angler = await anglerOfRegionA('Ana');
  const mate = await anglerOfRegionA('Mateo');
  const created = await call(captain, 'POST', '/api/teams', {
    name,
    members: [
      { userId: captain.id, role: 'Captain' },
      { userId: angler.id, role: 'Angler' },
      { userId: mate.id, role: 'Mate' },
    ],
  });
  expect(created.statusCode, created.body).toBe(200);
  return { captain, angler, mate, team: created.json().result as { id: string; name: string } };
}

const noticesOf = async (userId: string, kind: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, userId))).filter(
    (row) => row.kind === kind,
  );

const registrationsOf = (tournamentId: string) =>
  t.database.db.select().from(teamRegistrations).where(eq(teamRegistrations.tournamentId, tournamentId));

describe('teams (issue 38)', () => {
  it('creates and edits a team with a picture and members, tells added members, lets them leave or decline', async () => {
    const captain = await anglerOfRegionA('Cap');
    const angler = await anglerOfRegionA('Ana');
    const mate = await anglerOfRegionA('Mateo');
    const stranger = await anglerOfRegionA('Stranger');
    const picture = await uploadPicture(t, captain, PNG_BYTES);
    const created = await call(captain, 'POST', '/api/teams', {
      name: '  Blue Water  ',
      pictureUrl: picture,
      members: [
        { userId: captain.id, role: 'Captain' },
        { userId: angler.id, role: 'Angler' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const team = created.json().result;
    expect(team).toMatchObject({ name: 'Blue Water', isOwner: true, pictureKey: picture });
    expect(team.pictureUrl).toEqual(expect.any(String));
    expect(team.members.map((member: { role: string }) => member.role)).toEqual(['Captain', 'Angler']);
    expect(await noticesOf(angler.id, 'teamMemberAdded')).toHaveLength(1);
    expect(await noticesOf(captain.id, 'teamMemberAdded')).toHaveLength(0);

    // Bad input: a 400 naming the field; others may not edit.
    const twice = await call(captain, 'POST', '/api/teams', {
      name: 'Twice',
      members: [
        { userId: angler.id, role: 'Angler' },
        { userId: angler.id, role: 'Mate' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(messages.teamMemberTwice);
    const noName = await call(captain, 'POST', '/api/teams', { name: ' ', members: [] });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('name');
    const badRole = await call(captain, 'POST', '/api/teams', {
      name: 'Roles',
      members: [{ userId: angler.id, role: 'Admiral' }],
    });
    expect(badRole.statusCode).toBe(400);
    expect((await call(angler, 'PATCH', `/api/teams/${team.id}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(404);

    // The owner's edit: the list replaces the members; the new one is told.
    const edited = await call(captain, 'PATCH', `/api/teams/${team.id}`, {
      name: 'Blue Water Crew',
      members: [
        { userId: captain.id, role: 'Captain' },
        { userId: angler.id, role: 'Mate' },
        { userId: mate.id, role: 'Mate' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result.members).toHaveLength(3);
    expect(await noticesOf(mate.id, 'teamMemberAdded')).toHaveLength(1);
    expect(await noticesOf(angler.id, 'teamMemberAdded')).toHaveLength(1);

    // My teams: for each member too.
    const mine = await call(mate, 'GET', '/api/teams/mine');
    expect(mine.json().result.items.map((row: { name: string; isOwner: boolean }) => row)).toEqual([
      expect.objectContaining({ name: 'Blue Water Crew', isOwner: false, pictureKey: null }),
    ]);

    // The mate declines, the angler leaves: the owner hears which; the owner cannot leave.
    expect((await call(mate, 'POST', `/api/teams/${team.id}/decline`)).statusCode).toBe(200);
    expect((await call(angler, 'POST', `/api/teams/${team.id}/leave`)).statusCode).toBe(200);
    const again = await call(angler, 'POST', `/api/teams/${team.id}/leave`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.teamNotMember);
    const owner = await call(captain, 'POST', `/api/teams/${team.id}/leave`);
    expect(owner.json().message).toBe(messages.teamOwnerStays);
    const left = await noticesOf(captain.id, 'teamMemberLeft');
    expect(left.map((row) => (row.values as { declined: boolean }).declined).sort()).toEqual([false, true]);
    expect((await call(mate, 'GET', '/api/teams/mine')).json().result.items).toEqual([]);

    // The owner removes a member.
    await call(captain, 'PATCH', `/api/teams/${team.id}`, {
      members: [
        { userId: captain.id, role: 'Captain' },
        { userId: stranger.id, role: 'Angler' },
      ],
    });
    expect((await call(stranger, 'DELETE', `/api/teams/${team.id}/members/${captain.id}`)).statusCode).toBe(
      403,
    );
    const removed = await call(captain, 'DELETE', `/api/teams/${team.id}/members/${stranger.id}`);
    expect(removed.json().result.members.map((row: { userId: string }) => row.userId)).toEqual([captain.id]);
  });

  it('registers a free team at once and refuses the spec’s bad registrations with their messages', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Free Team Cup' }),
    );
    const { captain, angler, mate, team } = await teamOfThree();
    const register = (user: TestUser, teamId: string, memberIds: string[]) =>
      call(user, 'POST', '/api/team-registrations', { tournamentId: id, teamId, memberIds });

    const none = await register(captain, team.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(messages.selectTeamMember);

    // A marked member outside the tournament's locations is named.
    await placeUser(t, mate, catalogue.regionB.localityId);
    const verified = await call(captain, 'POST', `/api/teams/${team.id}/verify`, {
      tournamentId: id,
      memberIds: [captain.id, mate.id],
    });
    expect(verified.json().result).toMatchObject({
      ok: false,
      members: [
        { userId: captain.id, inLocations: true },
        { userId: mate.id, name: 'Mateo Angler', inLocations: false },
      ],
    });
    const outside = await register(captain, team.id, [captain.id, mate.id]);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({
      message: messages.teamMemberNotInLocality,
      details: { memberId: mate.id, memberName: 'Mateo Angler' },
    });
    await placeUser(t, mate, catalogue.regionA.localityId);

    const stranger = await anglerOfRegionA();
    expect((await register(stranger, team.id, [captain.id])).statusCode).toBe(404);
    const notOnTeam = await register(captain, team.id, [stranger.id]);
    expect(notOnTeam.json().message).toBe(messages.teamMarkedNotOnTeam);

    // Registered at once, by a member too; members become the tournament's and are told.
    const registered = await register(angler, team.id, [captain.id, angler.id]);
    expect(registered.json().result, registered.body).toEqual({ outcome: 'registered', checkoutUrl: null });
    const entrants = await t.database.db
      .select()
      .from(tournamentMembers)
      .where(eq(tournamentMembers.tournamentId, id));
    expect(entrants.map((row) => row.userId).sort()).toEqual([captain.id, angler.id].sort());
    expect(await noticesOf(captain.id, 'teamRegistered')).toHaveLength(1);

    // Twice, and a member already in another team of the tournament.
    const twice = await register(captain, team.id, [mate.id]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.teamAlreadyRegistered);
    const other = await call(stranger, 'POST', '/api/teams', {
      name: 'Poachers',
      members: [
        { userId: stranger.id, role: 'Captain' },
        { userId: angler.id, role: 'Angler' },
      ],
    });
    const poached = await register(stranger, other.json().result.id, [stranger.id, angler.id]);
    expect(poached.statusCode).toBe(409);
    expect(poached.json()).toMatchObject({
      message: messages.teamMemberInAnotherTeam,
      details: { memberId: angler.id },
    });

    // The tournament page's teams: the team and who fishes in it.
    const listed = await t.app.inject({ url: `/api/tournaments/${id}/teams` });
    expect(listed.json().result.items).toEqual([
      expect.objectContaining({
        teamId: team.id,
        name: team.name,
        members: expect.arrayContaining([
          expect.objectContaining({ userId: angler.id, role: 'Angler' }),
          expect.objectContaining({ userId: captain.id, role: 'Captain' }),
        ]),
      }),
    ]);
    expect((await registrationsOf(id)).filter((row) => row.status === 'registered')).toHaveLength(1);
  });

  it('registers a paid team only by the verified payment event, once; a cancelled checkout registers nothing', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Paid Team Cup', entranceFee: 120 }),
    );
    const { captain, angler, mate, team } = await teamOfThree('Paid Crew');
    const register = () =>
      call(captain, 'POST', '/api/team-registrations', {
        tournamentId: id,
        teamId: team.id,
        memberIds: [captain.id, angler.id, mate.id],
      });
    const started = await register();
    expect(started.json().result.outcome, started.body).toBe('checkout');
    // A double click finds the same checkout.
    expect((await register()).json().result.checkoutUrl).toBe(started.json().result.checkoutUrl);
    const [pending] = await registrationsOf(id);
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.subjectId, pending!.id));
    expect(checkout).toMatchObject({
      purpose: 'team_registration',
      quantity: 1,
      amountCents: 12000,
      returnPath: '/create_tournament_team?payment=success',
      details: {
        teamName: 'Paid Crew',
        tournamentUUID: id,
        members: expect.arrayContaining([{ memberName: 'Mateo Angler', roleId: 'Mate' }]),
      },
    });

    // Cancelled: nothing registered.
    const cancelled = await call(captain, 'POST', `/api/payments/checkouts/${checkout!.id}/cancel`);
    expect(cancelled.json().result.outcome).toBe('cancelled');
    expect((await registrationsOf(id)).every((row) => row.status === 'pending')).toBe(true);
    expect((await t.app.inject({ url: `/api/tournaments/${id}/teams` })).json().result.items).toEqual([]);

    // Again, paid: registered only once the verified event arrives, however often it does.
    await register();
    const [open] = await t.database.db
      .select()
      .from(checkouts)
      .where(
        and(
          eq(checkouts.purpose, 'team_registration'),
          eq(checkouts.status, 'open'),
          eq(checkouts.userId, captain.id),
        ),
      );
    expect((await payments.driver!.pay(open!.providerSessionId, 'card')).kind).toBe('paid');
    expect((await registrationsOf(id)).some((row) => row.status === 'registered')).toBe(false);
    const event = payments.events.at(-1)!;
    await Promise.all([deliverEvent(t, event), deliverEvent(t, event)]);
    await deliverEvent(t, event);
    const registered = (await registrationsOf(id)).filter((row) => row.status === 'registered');
    expect(registered).toHaveLength(1);
    expect(registered[0]!.checkoutId).toBe(open!.id);
    const fishing = await t.database.db
      .select()
      .from(teamRegistrationMembers)
      .where(eq(teamRegistrationMembers.tournamentId, id));
    expect(fishing).toHaveLength(3);
    expect(await noticesOf(mate.id, 'teamRegistered')).toHaveLength(1);
    const state = await call(captain, 'GET', `/api/payments/checkouts/${open!.id}`);
    expect(state.json().result.outcome).toBe('approved');
  });
  it('refunds a paid registration whose tournament was deleted before the payment arrived, saying so', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Gone Team Cup', entranceFee: 80 }),
    );
    const { captain, angler, team } = await teamOfThree('Late Crew');
    const started = await call(captain, 'POST', '/api/team-registrations', {
      tournamentId: id,
      teamId: team.id,
      memberIds: [captain.id, angler.id],
    });
    expect(started.json().result.outcome, started.body).toBe('checkout');
    const [pending] = await registrationsOf(id);
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.subjectId, pending!.id));
    expect((await payments.driver!.pay(checkout!.providerSessionId, 'card')).kind).toBe('paid');
    // The organiser deletes the tournament while the payment's event is on its way.
    const deleted = await call(organiser, 'PUT', `/api/tournaments/${id}`, {
      statusName: 'Deleted',
      activitySourceName: 'Website',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const event = payments.events.at(-1)!;
    await Promise.all([deliverEvent(t, event), deliverEvent(t, event)]);

    expect((await registrationsOf(id)).every((row) => row.status === 'pending')).toBe(true);
    const refunds = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, captain.email))
    ).filter((mail) => mail.subject === 'Your payment has been refunded');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.text).toContain('The tournament "Gone Team Cup" was deleted.');
    expect(refunds[0]!.text).not.toContain('could not be registered');
    const state = await call(captain, 'GET', `/api/payments/checkouts/${checkout!.id}`);
    expect(state.json().result.outcome).toBe('refunded');
  });
});
