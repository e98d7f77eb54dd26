import {
  displayTournamentStatus,
  joinState,
  LISTED_STATUSES,
  messages,
  tournamentTimesOf,
  type CatchFlag,
  type JoinState,
  type ListedStatus,
  type TournamentCounters,
  type TournamentDto,
} from '@tightlines/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkouts, tournamentMembers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login, type TestUser } from '../../test/factories';
import { tinyMp4 } from '../../test/media-fixtures';
import {
  capturedLocalPayments,
  deliverEvent,
  paymentsDepsFor,
  type CapturedPayments,
} from '../../test/payment-factories';
import { createPayments } from '../payments';
import { uploadVideo } from '../../test/session-factories';
import {
  loadTournamentCatalogue,
  publishTournament,
  tournamentInput,
  userIdOf,
  type TournamentCatalogue,
} from '../../test/tournament-factories';
import { closeEntries } from './jobs';

/**
 * Issue 33 point 2, tournament time (docs/decisions/014-tournament-time.md): a Global tournament's
 * dates are wall-clock times, read on the clock of the angler's zone. "08:00 on 13 March 2027 to
 * 16:00 on the 15th": New York moves from EST (UTC−5) to EDT (UTC−4) on the 14th; Brisbane stays
 * at UTC+10. The server runs on a clock the test sets.
 */

let t: TestApp;
let payments: CapturedPayments;
let catalogue: TournamentCatalogue;
let organiser: TestUser;
let withoutLateJoin: string;
let withLateJoin: string;
let paid: string;

const NEW_YORK = 'America/New_York';
const BRISBANE = 'Australia/Brisbane';

/** Sets the server's clock (Date only: the app's timers run as ever). */
function clockAt(iso: string) {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** A user signed in at the clock's time (a token made earlier may have expired by then). */
async function signedIn(user: TestUser): Promise<TestUser> {
  const tokens = await login(t, user.email, user.password);
  return { ...user, tokens, auth: { authorization: `Bearer ${tokens.accessToken}` } };
}

const globalInput = (change: object) =>
  tournamentInput(catalogue, {
    regionType: 'Global',
    regionNames: [],
    officialTournamentTimeZone: 'UTC',
    startDate: '2027-03-13T08:00:00.000Z',
    endDate: '2027-03-15T16:00:00.000Z',
    uploadDeadlineTime: '2027-03-15T22:00:00.000Z',
    ...change,
  });

beforeAll(async () => {
  payments = capturedLocalPayments();
  t = await buildTestApp({ payments: (db) => payments.setup(db) });
  catalogue = await loadTournamentCatalogue(t);
  clockAt('2027-03-01T12:00:00Z');
  organiser = await createUser(t, { roleName: 'Captain' });
  withoutLateJoin = await publishTournament(t, organiser, globalInput({ allowLateJoin: 0 }));
  withLateJoin = await publishTournament(t, organiser, globalInput({ allowLateJoin: 1 }));
  paid = await publishTournament(t, organiser, globalInput({ allowLateJoin: 0, entranceFee: 25 }));
});
afterEach(() => vi.useRealTimers());
afterAll(() => t?.close());

const join = (id: string, user: TestUser, timeZone?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/join`,
    headers: user.auth,
    payload: { acceptedTerms: true, ...(timeZone ? { timeZone } : {}) },
  });

const tournamentAsSeenBy = async (id: string, user: TestUser): Promise<TournamentDto> =>
  (await t.app.inject({ url: `/api/tournaments/${id}`, headers: user.auth })).json().result;

/** What the server answered a join, in the join rule's words. */
function answeredState(response: { statusCode: number; json: () => { message?: string } }): JoinState {
  if (response.statusCode === 200) return 'open';
  expect(response.statusCode).toBe(409);
  const { message } = response.json();
  if (message === messages.tournamentNoLateJoin) return 'late';
  expect(message).toBe(messages.tournamentNotJoinable);
  return 'closed';
}

describe('joining a Global tournament from UTC−5 and UTC+10 across a clock change', () => {
  it.each([
    // 03:30 in New York, before the start there; 18:30 in Brisbane, ten and a half hours after it.
    ['no late joining', '2027-03-13T08:30:00Z', NEW_YORK, 'open'],
    ['no late joining', '2027-03-13T08:30:00Z', BRISBANE, 'late'],
    ['no late joining', '2027-03-13T12:59:00Z', NEW_YORK, 'open'],
    ['no late joining', '2027-03-13T13:00:00Z', NEW_YORK, 'late'],
    ['no late joining', '2027-03-12T21:59:00Z', BRISBANE, 'open'],
    // 16:00 EDT is 20:00 UTC (the clocks moved on the 14th), 16:00 in Brisbane 06:00 UTC.
    ['late joining', '2027-03-15T19:59:00Z', NEW_YORK, 'open'],
    ['late joining', '2027-03-15T20:00:00Z', NEW_YORK, 'closed'],
    ['late joining', '2027-03-15T05:59:00Z', BRISBANE, 'open'],
    ['late joining', '2027-03-15T06:00:00Z', BRISBANE, 'closed'],
  ] as const)(
    'with %s, at %s in %s: the server answers %s, as the web’s join panel reads the tournament it sent',
    async (kind, now, zone, expected) => {
      const id = kind === 'late joining' ? withLateJoin : withoutLateJoin;
      clockAt(now);
      const angler = await createUser(t);
      // The web's join panel: the domain's rule over the tournament as the API sent it, at the viewer's zone.
      const webState = joinState(tournamentTimesOf(await tournamentAsSeenBy(id, angler)), zone, new Date());
      const response = await join(id, angler, zone);
      expect(webState).toBe(expected);
      expect(answeredState(response)).toBe(webState);
    },
  );

  it('keeps the zone the member joined from (UTC when the client names none)', async () => {
    clockAt('2027-03-10T00:00:00Z');
    const fromNewYork = await createUser(t);
    const unnamed = await createUser(t);
    expect((await join(withLateJoin, fromNewYork, 'america/new_york')).statusCode).toBe(200);
    expect((await join(withLateJoin, unnamed)).statusCode).toBe(200);
    const zoneOf = async (user: TestUser) => {
      const [row] = await t.database.db
        .select({ timeZone: tournamentMembers.timeZone })
        .from(tournamentMembers)
        .where(
          and(
            eq(tournamentMembers.tournamentId, withLateJoin),
            eq(tournamentMembers.userId, await userIdOf(t, user)),
          ),
        );
      return row?.timeZone;
    };
    expect(await zoneOf(fromNewYork)).toBe(NEW_YORK);
    expect(await zoneOf(unnamed)).toBe('UTC');
  });

  it.each(['Mars/Olympus_Mons', '-23:00', 'x'.repeat(80), 42])(
    'refuses the zone %j, naming the field',
    async (timeZone) => {
      clockAt('2027-03-10T00:00:00Z');
      const angler = await createUser(t);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${withLateJoin}/join`,
        headers: angler.auth,
        payload: { acceptedTerms: true, timeZone },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields).toContain('timeZone');
    },
  );

  it('takes nobody after the start in the last zone on earth, whatever zone they name', async () => {
    // 08:00 at UTC−12 is 20:00 UTC: the latest any zone on earth reaches the start.
    clockAt('2027-03-13T20:00:00Z');
    for (const zone of ['Etc/GMT+12', 'Pacific/Pago_Pago', 'Pacific/Honolulu', NEW_YORK]) {
      const angler = await createUser(t);
      expect(answeredState(await join(withoutLateJoin, angler, zone)), zone).toBe('late');
    }
  });
});

describe('the list, its counters and the badge read a Global tournament at the reader’s zone', () => {
  /** The join state the web's join panel shows beside each listed status, for a tournament without late joining. */
  const JOIN_STATE_OF: Record<ListedStatus, JoinState> = {
    Active: 'open',
    Current: 'late',
    Finished: 'closed',
    Canceled: 'closed',
  };

  const listed = async (zone: string, status?: ListedStatus): Promise<TournamentDto[]> => {
    const response = await t.app.inject({
      url: '/api/tournaments',
      query: { timeZone: zone, limit: '50', ...(status ? { status } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result.items;
  };

  it.each([
    // 03:30 in New York (before the start there), 18:30 in Brisbane (on); Active at UTC.
    ['2027-03-13T08:30:00Z', NEW_YORK, 'Active'],
    ['2027-03-13T08:30:00Z', BRISBANE, 'Current'],
    // 08:30 on the 13th in Brisbane while UTC still reads 22:30 on the 12th.
    ['2027-03-12T22:30:00Z', BRISBANE, 'Current'],
    ['2027-03-12T21:30:00Z', BRISBANE, 'Active'],
    // 15:59 EDT in New York after the clocks moved: on there, over at UTC and in Brisbane.
    ['2027-03-15T19:59:00Z', NEW_YORK, 'Current'],
    ['2027-03-15T19:59:00Z', BRISBANE, 'Finished'],
    ['2027-03-15T20:01:00Z', NEW_YORK, 'Finished'],
  ] as const)(
    'at %s in %s, lists, counts and badges it %s, as its join panel reads it',
    async (now, zone, expected) => {
      clockAt(now);
      for (const status of LISTED_STATUSES) {
        const ids = (await listed(zone, status)).map((item) => item.UUID);
        if (status === expected)
          expect(ids).toEqual(expect.arrayContaining([withoutLateJoin, withLateJoin, paid]));
        else expect(ids, status).toEqual([]);
      }
      const counters: TournamentCounters = (
        await t.app.inject({ url: '/api/tournaments/counters', query: { timeZone: zone } })
      ).json().result;
      expect({
        Active: counters.Active,
        Current: counters.current,
        Finished: counters.Finished,
        Canceled: counters.Canceled,
      }).toEqual({ Active: 0, Current: 0, Finished: 0, Canceled: 0, [expected]: 3 });
      const item = (await listed(zone)).find((tournament) => tournament.UUID === withoutLateJoin)!;
      expect(item.displayStatus).toBe(expected);
      // The web's badge and join panel, over the tournament as the API sent it, at the same zone.
      expect(displayTournamentStatus(item, new Date(), zone)).toBe(expected);
      expect(joinState(tournamentTimesOf(item), zone, new Date())).toBe(JOIN_STATE_OF[expected]);
    },
  );

  it('refuses a zone the runtime does not know, naming the field', async () => {
    for (const url of ['/api/tournaments', '/api/tournaments/counters']) {
      const response = await t.app.inject({ url, query: { timeZone: 'Mars/Olympus_Mons' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields).toContain('timeZone');
    }
  });
});

describe('a paid entry to a Global tournament', () => {
  /** The angler pays the checkout their join started, and the platform's signed event arrives. */
  async function payEntry(angler: TestUser) {
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.subjectId, paid), eq(checkouts.userId, await userIdOf(t, angler))));
    expect((await payments.driver!.pay(checkout!.providerSessionId, 'card')).kind).toBe('paid');
    expect((await deliverEvent(t, payments.events.at(-1)!)).statusCode).toBe(200);
    return (await tournamentAsSeenBy(paid, await signedIn(angler))).userIsJoined;
  }

  it('is fulfilled by the rule at the zone the payer joined from, and its checkout stays open while a zone on earth takes entrants', async () => {
    // 07:50 in New York and in UTC the day before: both start a checkout.
    clockAt('2027-03-13T07:50:00Z');
    const fromUtc = await createUser(t);
    const fromNewYork = await createUser(t);
    const fromHonolulu = await createUser(t);
    expect((await join(paid, fromUtc, 'UTC')).json().result.outcome).toBe('checkout');
    expect((await join(paid, fromNewYork, NEW_YORK)).json().result.outcome).toBe('checkout');
    expect((await join(paid, fromHonolulu, 'Pacific/Honolulu')).json().result.outcome).toBe('checkout');
    // 08:10 UTC: started in UTC, not in New York (03:10) nor at UTC−12: the sweep closes nothing.
    clockAt('2027-03-13T08:10:00Z');
    const deps = {
      db: t.database.db,
      payments: createPayments(paymentsDepsFor(t, payments.driver!, {})),
      now: () => new Date(),
    };
    expect(await closeEntries(deps)).toBe(0);
    expect(await payEntry(fromNewYork)).toBe(true);
    expect(await payEntry(fromUtc)).toBe(false);
    const [refused] = await t.database.db
      .select({ refusedAt: checkouts.refusedAt })
      .from(checkouts)
      .where(and(eq(checkouts.subjectId, paid), eq(checkouts.userId, await userIdOf(t, fromUtc))));
    expect(refused?.refusedAt).not.toBeNull();
    // Started at UTC−12 too: no zone on earth takes entrants, and the unpaid checkout is closed.
    clockAt('2027-03-13T20:00:00Z');
    expect(await closeEntries(deps)).toBe(1);
  });
});

describe('sessions and catches of a Global tournament’s member', () => {
  let fromNewYork: TestUser;
  let fromBrisbane: TestUser;
  let newYorkSession: string;
  let brisbaneSession: string;

  beforeAll(async () => {
    clockAt('2027-03-10T00:00:00Z');
    fromNewYork = await createUser(t);
    fromBrisbane = await createUser(t);
    expect((await join(withLateJoin, fromNewYork, NEW_YORK)).statusCode).toBe(200);
    expect((await join(withLateJoin, fromBrisbane, BRISBANE)).statusCode).toBe(200);
  });

  /** A tournament session from `from` to now with one catch at `caught`, as `member`. */
  async function logSession(member: TestUser, from: string, caught: string) {
    const video = await uploadVideo(t, member, tinyMp4(40 + Math.floor(Math.random() * 1000)));
    return t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: member.auth,
      payload: {
        startDatetime: from,
        finishDatetime: new Date(Date.now() - 60_000).toISOString(),
        fishingStyle: 'Offshore',
        tournamentId: withLateJoin,
        logs: [
          { fishUUID: catalogue.speciesIds[0], type: 'Release', logTime: caught, video: { key: video } },
        ],
      },
    });
  }

  const fishingNow = async (member: TestUser) =>
    (
      (await t.app.inject({ url: '/api/tournaments/fishing-now', headers: member.auth })).json().result
        .items as { UUID: string }[]
    ).map((item) => item.UUID);

  it('lets the New York member fish until 16:00 EDT, with catches in their hours unflagged', async () => {
    // 18:00 UTC on the 15th: 14:00 in New York (on), 04:00 on the 16th in Brisbane (over).
    clockAt('2027-03-15T18:00:00Z');
    const member = await signedIn(fromNewYork);
    expect(await fishingNow(member)).toContain(withLateJoin);
    const logged = await logSession(member, '2027-03-15T16:30:00Z', '2027-03-15T17:00:00Z');
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.json().result.logs[0].flags as CatchFlag[]).toEqual([]);
    newYorkSession = logged.json().result.UUID;

    const late = await signedIn(fromBrisbane);
    expect(await fishingNow(late)).not.toContain(withLateJoin);
    const refused = await logSession(late, '2027-03-15T16:30:00Z', '2027-03-15T17:00:00Z');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.tournamentSessionNotOn);
  });

  it('flags a catch outside the member’s own hours, and starts no session before their start', async () => {
    // 12:30 UTC on the 13th: 07:30 in New York, before the start there; 22:30 in Brisbane.
    clockAt('2027-03-13T12:30:00Z');
    const early = await logSession(
      await signedIn(fromNewYork),
      '2027-03-13T11:00:00Z',
      '2027-03-13T12:00:00Z',
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.tournamentSessionNotOn);
    // Brisbane's member fishes; a catch logged at 07:00 their time (21:00 UTC the day before) is early.
    const logged = await logSession(
      await signedIn(fromBrisbane),
      '2027-03-12T20:00:00Z',
      '2027-03-12T21:00:00Z',
    );
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.json().result.logs[0].flags as CatchFlag[]).toContain('logTimeOutsideHours');
    brisbaneSession = logged.json().result.UUID;
  });

  it('takes each member’s changes until their own upload deadline, and judging waits for the last one', async () => {
    // The deadline, 22:00 on the 15th: 12:00 UTC in Brisbane, 02:00 UTC on the 16th in New York (EDT).
    const editable = async (member: TestUser, session: string) =>
      (await t.app.inject({ url: `/api/sessions/${session}`, headers: (await signedIn(member)).auth })).json()
        .result.canEdit as boolean;
    const uploadsOpen = async () =>
      (
        await t.app.inject({
          url: `/api/judging/tournaments/${withLateJoin}`,
          headers: (await signedIn(organiser)).auth,
        })
      ).json().result.uploadsOpen as boolean;

    clockAt('2027-03-15T13:00:00Z');
    expect(await editable(fromBrisbane, brisbaneSession)).toBe(false);
    expect(await editable(fromNewYork, newYorkSession)).toBe(true);
    clockAt('2027-03-16T01:59:00Z');
    expect(await editable(fromNewYork, newYorkSession)).toBe(true);
    expect(await uploadsOpen()).toBe(true);
    clockAt('2027-03-16T02:01:00Z');
    expect(await editable(fromNewYork, newYorkSession)).toBe(false);
    expect(await uploadsOpen()).toBe(false);
  });

  it('gives each member the object of their own day, and the judges each catch’s object of its angler’s day', async () => {
    // 02:00 UTC on the 14th: 21:00 on the 13th in New York (EST), 12:00 on the 14th in Brisbane.
    clockAt('2027-03-14T02:00:00Z');
    const objectOf = async (member: TestUser) =>
      (
        await t.app.inject({
          url: `/api/tournaments/${withLateJoin}/object-of-the-day`,
          headers: (await signedIn(member)).auth,
        })
      ).json().result as { date: string; code: string };
    const fishingNowObject = async (member: TestUser) =>
      (
        (
          await t.app.inject({ url: '/api/tournaments/fishing-now', headers: (await signedIn(member)).auth })
        ).json().result.items as { UUID: string; objectOfTheDay: { date: string } | null }[]
      ).find((item) => item.UUID === withLateJoin)?.objectOfTheDay?.date;
    expect((await objectOf(fromNewYork)).date).toBe('2027-03-13');
    expect((await objectOf(fromBrisbane)).date).toBe('2027-03-14');
    expect(await fishingNowObject(fromNewYork)).toBe('2027-03-13');
    expect(await fishingNowObject(fromBrisbane)).toBe('2027-03-14');

    // Brisbane's catch at 07:00 on the 13th their time (21:00 UTC on the 12th, before the UTC start).
    clockAt('2027-03-16T12:00:00Z');
    const catches = (
      await t.app.inject({
        url: `/api/judging/tournaments/${withLateJoin}/catches?limit=50`,
        headers: (await signedIn(organiser)).auth,
      })
    ).json().result.items as { sessionId: string; objectOfTheDay: { date: string; code: string } | null }[];
    const brisbaneCatch = catches.find((logged) => logged.sessionId === brisbaneSession)!;
    expect(brisbaneCatch.objectOfTheDay?.date).toBe('2027-03-13');
    const newYorkCatch = catches.find((logged) => logged.sessionId === newYorkSession)!;
    expect(newYorkCatch.objectOfTheDay?.date).toBe('2027-03-15');
  });
});
