import { dayInZone, OBJECT_CODE_ALPHABET } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { answerJudging } from '../../test/judging-factories';
import {
  loadTournamentCatalogue,
  setTournamentTimes,
  tournamentOnNow,
  type TournamentCatalogue,
} from '../../test/tournament-factories';
import { objectOfDay } from './object-of-the-day';

/** Issue 21 point 7: each tournament day's object, for the people in the tournament once the day began. */

const HOUR = 3_600_000;
let t: TestApp;
let catalogue: TournamentCatalogue;
let organiser: TestUser;
let member: TestUser;
let judge: TestUser;
let stranger: TestUser;
let tournamentId: string;

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
  member = await createUser(t);
  judge = await createUser(t, { email: `judge-${Date.now()}@example.com` });
  stranger = await createUser(t);
  tournamentId = await tournamentOnNow(t, organiser, catalogue, [member], {
    judgesEmails: [{ judgeEmail: judge.email }],
    fishes: catalogue.speciesIds.map((fishUUID) => ({ fishUUID })),
  });
  await answerJudging(t, judge, tournamentId, true);
});
afterAll(() => t?.close());

const objectFor = (user: TestUser | null, query = '') =>
  t.app.inject({
    url: `/api/tournaments/${tournamentId}/object-of-the-day${query}`,
    headers: user?.auth ?? {},
  });

describe('GET /api/tournaments/:id/object-of-the-day', () => {
  it("shows today's object to members, judges and the organiser, the same each time", async () => {
    const answers = [];
    for (const user of [member, judge, organiser, member]) {
      const response = await objectFor(user);
      expect(response.statusCode, response.body).toBe(200);
      answers.push(response.json().result);
    }
    const today = answers[0];
    expect(today.date).toBe(dayInZone(new Date(), 'America/Costa_Rica'));
    expect(today.code).toMatch(new RegExp(`^[${OBJECT_CODE_ALPHABET}]{2}$`));
    expect(catalogue.speciesIds).toContain(today.speciesUUID);
    expect(today.label).toBe(`${today.code} · ${today.speciesName}`);
    for (const answer of answers) expect(answer).toEqual(today);
  });

  it('shows nothing to someone outside the tournament, or to a guest', async () => {
    const refused = await objectFor(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().result).toBeFalsy();
    expect((await objectFor(null)).statusCode).toBe(401);
  });

  it('shows nothing before the tournament starts, nor for a day still to come', async () => {
    const now = Date.now();
    await setTournamentTimes(t, tournamentId, {
      startAt: new Date(now + HOUR),
      endAt: new Date(now + 50 * HOUR),
      uploadDeadlineAt: new Date(now + 52 * HOUR),
    });
    const early = await objectFor(member);
    expect(early.statusCode).toBe(200);
    expect(early.json().result).toBeNull();

    await setTournamentTimes(t, tournamentId, {
      startAt: new Date(now - HOUR),
      endAt: new Date(now + 50 * HOUR),
      uploadDeadlineAt: new Date(now + 52 * HOUR),
    });
    const tomorrow = dayInZone(new Date(now + 26 * HOUR), 'America/Costa_Rica');
    const ahead = await objectFor(member, `?date=${tomorrow}`);
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json().result).toBeNull();
  });

  it("lists the member's tournaments on now with today's object, for the session form", async () => {
    const response = await t.app.inject({ url: '/api/tournaments/fishing-now', headers: member.auth });
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json().result.items.find((item: { UUID: string }) => item.UUID === tournamentId);
    expect(listed.objectOfTheDay.label).toBe((await objectFor(member)).json().result.label);
    const none = await t.app.inject({ url: '/api/tournaments/fishing-now', headers: stranger.auth });
    expect(none.json().result.items).toEqual([]);
  });
});

describe('objectOfDay', () => {
  const species = [
    { id: 'a', name: 'Sailfish' },
    { id: 'b', name: 'Yellowfin Tuna' },
    { id: 'c', name: 'Dorado' },
  ];
  it('differs by day and by secret, and is stable for both', () => {
    const tournament = { id: 't1', catchCodeSecret: 'one secret' };
    const days = Array.from({ length: 30 }, (_, index) => `2026-06-${String(index + 1).padStart(2, '0')}`);
    const labels = days.map((day) => objectOfDay(tournament, day, species).label);
    expect(new Set(labels).size).toBeGreaterThan(20);
    expect(days.map((day) => objectOfDay(tournament, day, species).label)).toEqual(labels);
    const other = days.map(
      (day) => objectOfDay({ ...tournament, catchCodeSecret: 'another' }, day, species).label,
    );
    expect(other).not.toEqual(labels);
    expect(new Set(days.map((day) => objectOfDay(tournament, day, species).speciesName))).toEqual(
      new Set(species.map((fish) => fish.name)),
    );
  });
});
