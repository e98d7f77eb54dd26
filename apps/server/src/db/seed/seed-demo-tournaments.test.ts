import { messages } from '@tightlines/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../modules/auth/password';
import { createPaymentProduct } from '../../modules/payments';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { login } from '../../test/factories';
import { capturedLocalPayments, type CapturedPayments } from '../../test/payment-factories';
import { createConfiguredStorage } from '../../platform/storage/create-storage';
import { DEMO_TOURNAMENT_SESSION_ID, seedDemoTournamentCatches } from './seed-demo-tournament-catches';
import { DEMO_JUDGING_TOURNAMENT_ID, seedDemoJudging } from './seed-demo-judging';
import { DEMO_TOURNAMENTS, seedDemoTournaments } from './seed-demo-tournaments';
import { seedDemoSessions } from './seed-demo-sessions';
import { DEMO_CLUBS, seedDemoClubs } from './seed-demo-clubs';
import { DEMO_PASSWORD, seedDemoUsers } from './seed-demo-users';

let t: TestApp;
let payments: CapturedPayments;

beforeAll(async () => {
  payments = capturedLocalPayments();
  t = await buildTestApp({ payments: (db) => payments.setup(db) });
  await seedDemoUsers(t.database.db, createPasswordHasher(t.config.PASSWORD_HASH_COST));
});
afterAll(() => t?.close());

const seed = () =>
  seedDemoTournaments(t.database.db, async (product) => {
    const made = await createPaymentProduct(
      { db: t.database.db, driver: payments.driver!, log: pino({ level: 'silent' }) },
      {
        createdBy: product.organiserId,
        name: product.name,
        description: product.name,
        unitAmountCents: product.unitAmountCents,
        sellerKey: `tournament-${product.tournamentId}`,
      },
    );
    return made.id;
  });

describe('demo clubs (issue 37)', () => {
  it('seeds free and paid clubs with members once, the paid one a product of the payment platform', async () => {
    const make = () =>
      seedDemoClubs(t.database.db, async (product) => {
        const made = await createPaymentProduct(
          { db: t.database.db, driver: payments.driver!, log: pino({ level: 'silent' }) },
          { ...product, description: product.name, sellerKey: `club-${product.clubId}` },
        );
        return made.id;
      });
    expect(await make()).toBe(DEMO_CLUBS.length);
    expect(await make()).toBe(0);
    const listed = await t.app.inject({ url: '/api/clubs' });
    const items = listed.json().result.items as {
      name: string;
      unitPriceCents: number | null;
      membersCount: number;
    }[];
    expect(items.find((club) => club.name === 'Pacific Sportfishing Association')).toMatchObject({
      unitPriceCents: 4_500,
      membersCount: 1,
    });
    expect(items.find((club) => club.name === 'Costa Rica Billfish Club')).toMatchObject({ membersCount: 2 });
  });
});

describe('demo tournaments (issue 21 point 9)', () => {
  it('gives a newcomer a living list: one tournament per status, seeded once', async () => {
    expect(await seed()).toBe(DEMO_TOURNAMENTS.length);
    expect(await seed()).toBe(0);

    const feed = await t.app.inject({ url: '/api/tournaments?limit=50' });
    const items = feed.json().result.items as { Name: string; displayStatus: string; EntranceFee: number }[];
    expect(items.map((item) => item.displayStatus).sort()).toEqual([
      'Active',
      'Active',
      'Canceled',
      'Current',
      'Current',
      'Finished',
    ]);
    expect(items.find((item) => item.Name === 'Pacific Billfish Classic')?.EntranceFee).toBe(150);

    // The demo angler fishes Los Sueños: already in the current global one, and may buy into the paid regional one.
    const tokens = await login(t, 'angler@demo.tightlines.app', DEMO_PASSWORD);
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    const current = await t.app.inject({ url: `/api/tournaments/${DEMO_TOURNAMENTS[1]!.id}`, headers: auth });
    expect(current.json().result).toMatchObject({ userIsJoined: true, displayStatus: 'Current' });
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${DEMO_TOURNAMENTS[0]!.id}/join`,
      headers: auth,
      payload: { acceptedTerms: true },
    });
    expect(join.statusCode, join.body).toBe(200);
    expect(join.json().result.outcome).toBe('checkout');

    // The Regional one on now takes them late, for free, and is theirs to fish at once.
    const sprint = DEMO_TOURNAMENTS.find((demo) => demo.name === 'Los Sueños Sailfish Sprint')!;
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${sprint.id}/join`,
      headers: auth,
      payload: { acceptedTerms: true },
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().result.outcome).toBe('joined');
    const fishingNow = await t.app.inject({ url: '/api/tournaments/fishing-now', headers: auth });
    expect(fishingNow.json().result.items.map((item: { UUID: string }) => item.UUID)).toContain(sprint.id);

    // The club's members-only derby (issue 37 point 5): the demo angler belongs to the club, the mate does not.
    const derby = DEMO_TOURNAMENTS.find((demo) => demo.clubId)!;
    const joinDerby = async (email: string) => {
      const who = await login(t, email, DEMO_PASSWORD);
      return t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${derby.id}/join`,
        headers: { authorization: `Bearer ${who.accessToken}` },
        payload: { acceptedTerms: true },
      });
    };
    const refused = await joinDerby('mate@demo.tightlines.app');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.tournamentClubMembersOnly);
    expect((await joinDerby('angler@demo.tightlines.app')).json().result.outcome).toBe('joined');
  });
});

describe('demo tournament catches (issue 21 points 7 and 9)', () => {
  it("gives the current Global tournament a member's catches with their automatic flags, again on every seeding", async () => {
    await seed();
    const storage = (await createConfiguredStorage(t.config, t.database.db)).storage;
    // The demo world's sessions first, as a start seeds them: their clips are no tournament catch's.
    expect(await seedDemoSessions(t.database.db, storage)).toBeGreaterThan(0);
    expect(await seedDemoTournamentCatches(t.database.db, storage)).toBe(4);
    expect(await seedDemoTournamentCatches(t.database.db, storage)).toBe(4);
    const tokens = await login(t, 'angler@demo.tightlines.app', DEMO_PASSWORD);
    const read = await t.app.inject({
      url: `/api/sessions/${DEMO_TOURNAMENT_SESSION_ID}`,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(read.statusCode, read.body).toBe(200);
    const session = read.json().result;
    expect(session.isTournamentSession).toBe(true);
    // Flags only where they mean something: one catch shares the clip of the catch before it.
    expect(session.logs.map((log: { flags: string[] }) => log.flags)).toEqual([
      ['logTimeOutsideHours'],
      [],
      ['videoTimeOutsideHours'],
      ['videoUsedBefore'],
    ]);
    expect(session.logs.every((log: { videoURLs: unknown[] }) => log.videoURLs.length === 1)).toBe(true);
  });
});

describe('demo judging (issue 22)', () => {
  it('gives the demo judge an ended tournament with catches on video to judge, again on every seeding', async () => {
    await seed();
    const storage = (await createConfiguredStorage(t.config, t.database.db)).storage;
    expect(await seedDemoJudging(t.database.db, storage)).toBe(5);
    expect(await seedDemoJudging(t.database.db, storage)).toBe(5);
    const tokens = await login(t, 'judge@demo.tightlines.app', DEMO_PASSWORD);
    const list = await t.app.inject({
      url: '/api/judging/tournaments',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    const derby = list
      .json()
      .result.items.find((item: { UUID: string }) => item.UUID === DEMO_JUDGING_TOURNAMENT_ID);
    expect(derby).toMatchObject({
      Name: 'Harbour Release Derby',
      toJudge: 5,
      displayStatus: 'Finished',
      judgeInvitation: 'accepted',
    });

    // Once the judge has decided a catch, a restart's seeding leaves the derby and that decision be.
    const base = `/api/judging/tournaments/${DEMO_JUDGING_TOURNAMENT_ID}`;
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    const page = await t.app.inject({ url: `${base}/catches?status=pending`, headers: auth });
    // Each catch on a video of its own: none is flagged as a video used before.
    const items = page.json().result.items as { catchId: string; flags: string[] }[];
    expect(items.map((item) => item.flags)).toEqual(items.map(() => []));
    const catchId = items[0]!.catchId;
    const decided = await t.app.inject({
      method: 'PUT',
      url: `${base}/catches/${catchId}/decision`,
      headers: auth,
      payload: { version: 0, released: false, refusalReason: 'No leader touch' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await seedDemoJudging(t.database.db, storage)).toBe(0);
    const after = await t.app.inject({ url: `${base}/catches/${catchId}`, headers: auth });
    expect(after.json().result.decision).toMatchObject({ version: 1, status: 'Refused' });
  });
});
