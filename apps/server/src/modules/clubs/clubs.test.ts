import { messages } from '@tightlines/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, clubMembers, clubRequests, notifications, tournaments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createClubAdmin, createTestClub } from '../../test/club-factories';
import { createUser, type TestUser } from '../../test/factories';
import { capturedLocalPayments, deliverEvent, type CapturedPayments } from '../../test/payment-factories';
import {
  loadTournamentCatalogue,
  placeUser,
  publishTournament,
  tournamentInput,
  userIdOf,
  type TournamentCatalogue,
} from '../../test/tournament-factories';
import { expireSubscriptions, processRequest } from './requests';

const DAY = 86_400_000;
let t: TestApp;
let payments: CapturedPayments;
let admin: TestUser;
let catalogue: TournamentCatalogue;
const now = () => new Date();

beforeAll(async () => {
  payments = capturedLocalPayments();
  t = await buildTestApp({ startJobs: true, payments: (db) => payments.setup(db) });
  admin = await createClubAdmin(t);
  catalogue = await loadTournamentCatalogue(t);
});
afterAll(() => t?.close());

const post = (user: TestUser, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: user.auth, payload });

const membershipOf = async (clubId: string, user: TestUser) => {
  const [row] = await t.database.db
    .select()
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, await userIdOf(t, user))));
  return row ?? null;
};

const requestsOf = async (clubId: string, user: TestUser) =>
  t.database.db
    .select()
    .from(clubRequests)
    .where(and(eq(clubRequests.clubId, clubId), eq(clubRequests.userId, await userIdOf(t, user))));

const clubNotices = async (user: TestUser) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, await userIdOf(t, user)))
  ).filter((row) => row.kind.startsWith('club'));

/** Runs the request job on each of the user's requests, twice at once (a retry racing a second instance). */
async function processTwiceAtOnce(clubId: string, user: TestUser) {
  for (const request of await requestsOf(clubId, user)) {
    await Promise.all([
      processRequest({ db: t.database.db, now }, request.id),
      processRequest({ db: t.database.db, now }, request.id),
    ]);
    await processRequest({ db: t.database.db, now }, request.id);
  }
}

describe('clubs (issue 37)', () => {
  it('lets only CLUB_ADMIN create and edit clubs, with a clear message for a taken name', async () => {
    const angler = await createUser(t);
    expect((await post(angler, '/api/clubs', { name: 'Nope' })).statusCode).toBe(403);
    const club = await createTestClub(t, admin, { name: 'Bay Anglers', siteUrl: 'https://bay.example.org' });
    expect(club).toMatchObject({ name: 'Bay Anglers', unitPriceCents: null, membersCount: 0 });
    const taken = await post(admin, '/api/clubs', { name: 'bay anglers' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.clubNameTaken);
    const priced = await t.app.inject({
      method: 'PATCH',
      url: `/api/clubs/${club.id}`,
      headers: admin.auth,
      payload: { unitPrice: 12.5 },
    });
    expect(priced.json().result).toMatchObject({ unitPriceCents: 1250 });

    // The region by its key, as the catalogue names regions: an unknown one is refused by name.
    const unknown = await post(admin, '/api/clubs', { name: 'Nowhere Club', regionName: 'Atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('regionName');
    const placed = await t.app.inject({
      method: 'PATCH',
      url: `/api/clubs/${club.id}`,
      headers: admin.auth,
      payload: { regionName: catalogue.regionA.name },
    });
    expect(placed.json().result).toMatchObject({ regionName: catalogue.regionA.name, unitPriceCents: 1250 });
  });

  it('follows and unfollows at once; joins and leaves a free club by requests processed exactly once', async () => {
    const club = await createTestClub(t, admin);
    const angler = await createUser(t);
    const followed = await t.app.inject({
      method: 'PUT',
      url: `/api/clubs/${club.id}/follow`,
      headers: angler.auth,
    });
    expect(followed.json().result.mine).toMatchObject({ following: true, member: false });
    const mine = await t.app.inject({ url: '/api/clubs/mine', headers: angler.auth });
    expect(mine.json().result.mine.map((row: { id: string }) => row.id)).toEqual([club.id]);
    expect(mine.json().result.others.map((row: { id: string }) => row.id)).not.toContain(club.id);
    await t.app.inject({ method: 'DELETE', url: `/api/clubs/${club.id}/follow`, headers: angler.auth });
    const after = await t.app.inject({ url: '/api/clubs/mine', headers: angler.auth });
    expect(after.json().result.mine).toEqual([]);

    const notMember = await post(angler, `/api/clubs/${club.id}/leave`);
    expect(notMember.statusCode).toBe(409);
    expect(notMember.json().message).toBe(messages.clubNotMember);

    const joined = await post(angler, `/api/clubs/${club.id}/join`);
    expect(joined.json().result).toEqual({ outcome: 'requested', checkoutUrl: null });
    const twice = await post(angler, `/api/clubs/${club.id}/join`);
    expect([409]).toContain(twice.statusCode);
    expect([messages.clubRequestPending, messages.clubAlreadyMember]).toContain(twice.json().message);
    await processTwiceAtOnce(club.id, angler);
    expect(await membershipOf(club.id, angler)).toMatchObject({ endsAt: null });
    const again = await post(angler, `/api/clubs/${club.id}/join`);
    expect(again.json().message).toBe(messages.clubAlreadyMember);
    expect((await clubNotices(angler)).map((row) => row.values)).toEqual([
      { clubName: club.name, action: 'join', approved: true },
    ]);

    expect((await post(angler, `/api/clubs/${club.id}/leave`)).json().result.outcome).toBe('requested');
    await processTwiceAtOnce(club.id, angler);
    expect(await membershipOf(club.id, angler)).toBeNull();
    expect(await clubNotices(angler)).toHaveLength(2);
  });

  it('refuses a paid join of quantity 0, 51 or 1.5 with a 400 naming the quantity', async () => {
    const club = await createTestClub(t, admin, { unitPrice: 30 });
    const angler = await createUser(t);
    for (const quantity of [0, 51, 1.5]) {
      const refused = await post(angler, `/api/clubs/${club.id}/join`, { quantity });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('quantity');
    }
  });

  it('joins a paid club only after the verified payment event; a cancelled checkout changes nothing; renewing extends', async () => {
    const club = await createTestClub(t, admin, { unitPrice: 30 });
    const angler = await createUser(t);
    const started = await post(angler, `/api/clubs/${club.id}/join`, { quantity: 2 });
    expect(started.json().result.outcome).toBe('checkout');
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.subjectId, club.id));
    expect(checkout).toMatchObject({
      quantity: 2,
      amountCents: 6000,
      purpose: 'club_subscription',
      returnPath: '/myclubs',
    });
    // Cancelled: the checkout ends and nobody joins.
    const cancelled = await post(angler, `/api/payments/checkouts/${checkout!.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await requestsOf(club.id, angler)).toEqual([]);

    await post(angler, `/api/clubs/${club.id}/join`, { quantity: 2 });
    const [open] = await t.database.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.subjectId, club.id), eq(checkouts.status, 'open')));
    expect((await payments.driver!.pay(open!.providerSessionId, 'card')).kind).toBe('paid');
    expect(await membershipOf(club.id, angler)).toBeNull();
    const event = payments.events.at(-1)!;
    await Promise.all([deliverEvent(t, event), deliverEvent(t, event)]);
    expect(await requestsOf(club.id, angler)).toHaveLength(1);
    await processTwiceAtOnce(club.id, angler);
    const member = await membershipOf(club.id, angler);
    expect(member).toMatchObject({ quantity: 2 });
    expect(member!.endsAt!.getTime()).toBeGreaterThan(Date.now() + 364 * DAY);

    // The expiry job: a week before, one notice however often it runs; at the end, the membership ends.
    const endsAt = member!.endsAt!.getTime();
    const weekBefore = () => new Date(endsAt - 6 * DAY);
    await expireSubscriptions({ db: t.database.db, now: weekBefore });
    await expireSubscriptions({ db: t.database.db, now: weekBefore });
    const notices = (await clubNotices(angler)).filter((row) => row.kind === 'clubSubscriptionEnding');
    expect(notices).toHaveLength(1);
    expect(await membershipOf(club.id, angler)).not.toBeNull();
    await expireSubscriptions({ db: t.database.db, now: () => new Date(endsAt + 1) });
    expect(await membershipOf(club.id, angler)).toBeNull();
    expect((await clubNotices(angler)).filter((row) => row.kind === 'clubMembershipEnded')).toHaveLength(1);
  });

  it('admits only current club members to a club-only tournament', async () => {
    const club = await createTestClub(t, admin);
    const organiser = await createUser(t, { roleName: 'Captain' });
    const badClub = await t.app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: organiser.auth,
      payload: tournamentInput(catalogue, { clubOption: 'Club members only', clubId: crypto.randomUUID() }),
    });
    expect(badClub.statusCode).toBe(400);
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { clubOption: 'Club members only', clubId: club.id }),
    );
    const join = (user: TestUser) => post(user, `/api/tournaments/${id}/join`, { acceptedTerms: true });
    const outsider = await createUser(t);
    const member = await createUser(t);
    const lapsed = await createUser(t);
    for (const user of [outsider, member, lapsed]) await placeUser(t, user, catalogue.regionA.localityId);
    await t.database.db.insert(clubMembers).values([
      { clubId: club.id, userId: await userIdOf(t, member), endsAt: null },
      { clubId: club.id, userId: await userIdOf(t, lapsed), endsAt: new Date(Date.now() - 1000) },
    ]);
    for (const user of [outsider, lapsed]) {
      const refused = await join(user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.tournamentClubMembersOnly);
    }
    expect((await join(member)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(row!.clubId).toBe(club.id);
    // The tournament list's club filter (and the club's page) lists it, and only the club's.
    const listed = await t.app.inject({ url: `/api/tournaments?clubId=${club.id}` });
    expect(listed.json().result.items.map((item: { UUID: string }) => item.UUID)).toEqual([id]);
  });
});
