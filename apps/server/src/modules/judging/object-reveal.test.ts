import type { JudgingCatch } from '@tightlines/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { answerJudging, insertCatch, judgingCast } from '../../test/judging-factories';
import { callAs } from '../../test/profile-factories';
import {
  loadTournamentCatalogue,
  setTournamentTimes,
  tournamentOnNow,
} from '../../test/tournament-factories';

/** Issue 32 point 3: a day's object of the day stays secret until that day, in every answer. */

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the object of the day in the judging feed', () => {
  it('is attached to a catch of a day that has begun, never to one dated on a day still to come', async () => {
    const catalogue = await loadTournamentCatalogue(t);
    const { organiser, judge, members } = await judgingCast(t, 1);
    const tournamentId = await tournamentOnNow(t, organiser, catalogue, members, {
      judgesEmails: [{ judgeEmail: judge.email }],
    });
    await answerJudging(t, judge, tournamentId, true);
    const now = Date.now();
    await setTournamentTimes(t, tournamentId, {
      startAt: new Date(now - HOUR),
      endAt: new Date(now + 72 * HOUR),
      uploadDeadlineAt: new Date(now + 80 * HOUR),
    });
    const speciesId = catalogue.speciesIds[0]!;
    const today = await insertCatch(t, {
      tournamentId,
      owner: members[0]!,
      speciesId,
      logTime: new Date(now - HOUR / 2),
    });
    // Written straight to the tables: the API refuses a catch time ahead of the clock.
    const tomorrow = await insertCatch(t, {
      tournamentId,
      owner: members[0]!,
      speciesId,
      logTime: new Date(now + 25 * HOUR),
    });

    const feed = await callAs(t, 'GET', `/api/judging/tournaments/${tournamentId}/catches`, judge);
    expect(feed.statusCode, feed.body).toBe(200);
    const items = (feed.json().result as { items: JudgingCatch[] }).items;
    const byId = new Map(items.map((item) => [item.catchId, item]));
    expect(byId.get(today.catchId)?.objectOfTheDay).toMatchObject({ code: expect.any(String) });
    expect(byId.get(tomorrow.catchId)).toBeDefined();
    expect(byId.get(tomorrow.catchId)?.objectOfTheDay).toBeNull();

    const one = await callAs(
      t,
      'GET',
      `/api/judging/tournaments/${tournamentId}/catches/${tomorrow.catchId}`,
      judge,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().result.objectOfTheDay).toBeNull();
  });
});
