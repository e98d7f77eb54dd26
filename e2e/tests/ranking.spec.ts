import type { APIRequestContext, Page } from '@playwright/test';
import { registerAngler } from '../api';
import { expect, test } from '../fixtures';
import { recordTinyVideo } from '../media';

/**
 * Issues 36 and 37: the leaderboards through the real pages, as a guest. An angler of the journey's
 * own fishes the demo world's Regional tournament on now (Costa Rica Pacific) and belongs to the
 * demo Gulf Coast Light Tackle Club, which has no other member; the catch, the club request and the
 * judge's decision go through the API. The guest filters to Top Anglers, Monthly, Billfish, that
 * region: a day with no catch leaves nobody and re-opens the panel; the day of the catch lists the
 * angler; "Verified only" leaves them out until the demo judge approves the catch, then lists them
 * with the judge's points. The club's page shows its leaderboard, whose link opens the same ranking.
 */

/** The demo "Los Sueños Sailfish Sprint": free, Regional (Costa Rica Pacific), on now, late joining. */
const TOURNAMENT = '7d1e0c52-3f4a-4b8e-9a10-000000000006';
const REGION = 'Costa Rica Pacific';
/** The demo "Gulf Coast Light Tackle Club": free, and nobody else's club in the journeys. */
const CLUB = '5c1b0000-3f4a-4b8e-9a10-000000000003';
const CLUB_NAME = 'Gulf Coast Light Tackle Club';
const JUDGE = { email: 'judge@demo.tightlines.app', password: 'tightlines-demo' };
/** The judge's points (at most 500 for this species): a figure no other catch of the demo world gives. */
const JUDGED_POINTS = 432;

/** The day (YYYY-MM-DD) of an instant in the tournament's official zone: the catch's ranking day. */
const dayInCostaRica = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'America/Costa_Rica' });

/** Uploads a video as `auth` through the media pipeline (signed PUT, then finish); its key. */
async function uploadVideo(request: APIRequestContext, auth: Record<string, string>, video: Buffer) {
  const ticket = await request.post('/api/media/uploads', {
    headers: auth,
    data: { purpose: 'video', contentType: 'video/webm', size: video.length },
  });
  expect(ticket.status(), await ticket.text()).toBe(200);
  const { key, uploadUrl, headers } = (await ticket.json()).result as {
    key: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const put = await request.put(uploadUrl, { headers, data: video });
  expect(put.ok(), await put.text()).toBe(true);
  const finished = await request.post('/api/media/uploads/finish', { headers: auth, data: { key } });
  expect(finished.status(), await finished.text()).toBe(200);
  return key;
}

/** The angler's tournament session: one sailfish released ten minutes ago, on video. Its catch's id. */
async function logTournamentCatch(
  request: APIRequestContext,
  auth: Record<string, string>,
  place: { UUID: string; latitude: number; longitude: number },
  videoKey: string,
  caughtAt: Date,
) {
  const species = (await (await request.get('/api/species')).json()).result as {
    fishUUID: string;
    name: string;
  }[];
  const sailfish = species.find((fish) => fish.name === 'Indo-Pacific sailfish')!;
  const created = await request.post('/api/sessions', {
    headers: auth,
    data: {
      startDatetime: new Date(caughtAt.getTime() - 10 * 60_000).toISOString(),
      finishDatetime: new Date(caughtAt.getTime() + 5 * 60_000).toISOString(),
      fishingStyle: 'Offshore',
      tournamentId: TOURNAMENT,
      localityUUID: place.UUID,
      logs: [
        {
          fishUUID: sailfish.fishUUID,
          type: 'Release',
          logTime: caughtAt.toISOString(),
          latitude: place.latitude,
          longitude: place.longitude,
          video: { key: videoKey },
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()).result as { logs: { UUID: string }[] }).logs[0]!.UUID;
}

/** The demo judge approves the catch through the API, with the journey's own points. */
async function judgeApproves(request: APIRequestContext, catchId: string) {
  const login = await request.post('/api/auth/login', { data: JUDGE });
  expect(login.status()).toBe(200);
  const auth = {
    authorization: `Bearer ${((await login.json()).result as { accessToken: string }).accessToken}`,
  };
  const read = await request.get(`/api/judging/tournaments/${TOURNAMENT}/catches/${catchId}`, {
    headers: auth,
  });
  expect(read.status(), await read.text()).toBe(200);
  const { version } = ((await read.json()).result as { decision: { version: number } }).decision;
  const decided = await request.put(`/api/judging/tournaments/${TOURNAMENT}/catches/${catchId}/decision`, {
    headers: auth,
    data: { version, released: true, points: JUDGED_POINTS, evidence: [], overrideNote: 'Seen on the video' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** The filter panel's fields, applied. */
async function applyFilters(page: Page, values: { date: string }) {
  const panel = page.getByRole('region', { name: 'Ranking filters' });
  await panel.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Top Anglers' });
  await panel.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Monthly' });
  await panel.getByLabel('Day in the period').fill(values.date);
  await panel.getByRole('combobox', { name: 'Water type' }).selectOption({ label: 'Billfish' });
  await panel.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Regional' });
  const region = panel.getByRole('combobox', { name: 'Region' });
  if ((await region.evaluate((field) => field.tagName)) === 'SELECT') {
    await region.selectOption({ label: REGION });
  } else {
    await region.click();
    await page.getByRole('option', { name: REGION }).click();
  }
  await panel.getByRole('button', { name: 'Apply filters' }).click();
}

test('a guest filters the leaderboards, sees a judged catch become verified, and reads a club’s leaderboard', async ({
  page,
  request,
}) => {
  // The setup (an angler, their club, their catch on video) goes through the API.
  const tournament = (await (await request.get(`/api/tournaments/${TOURNAMENT}`)).json()).result as {
    locations: { localities: { UUID: string; latitude: number; longitude: number }[] }[];
  };
  const place = tournament.locations[0]!.localities[0]!;
  const lastname = `Ranked${Date.now()}`;
  const angler = await registerAngler(request, lastname, place.UUID);
  const name = `Rita ${lastname}`;
  const joined = await request.post(`/api/tournaments/${TOURNAMENT}/join`, {
    headers: angler.auth,
    data: { acceptedTerms: true },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const clubJoin = await request.post(`/api/clubs/${CLUB}/join`, { headers: angler.auth, data: {} });
  expect(clubJoin.status(), await clubJoin.text()).toBe(200);
  const caughtAt = new Date(Date.now() - 10 * 60_000);
  const videoKey = await uploadVideo(request, angler.auth, await recordTinyVideo(page));
  const catchId = await logTournamentCatch(request, angler.auth, place, videoKey, caughtAt);

  // The filters: a month with no catch ranks nobody, and the panel opens again to say so.
  await page.goto('/ranking');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await applyFilters(page, { date: '2020-01-15' });
  await expect(page).toHaveURL(
    /category=anglers&range=monthly&date=2020-01-15&water=billfish&location=regional/,
  );
  await expect(page.getByRole('status').getByText('Nobody ranks with these filters.')).toBeVisible();

  // The month of the catch: the angler ranks (their catch is not judged yet).
  await applyFilters(page, { date: dayInCostaRica(caughtAt) });
  const ranked = page.getByRole('listitem').filter({ hasText: name });
  await expect(ranked).toBeVisible();
  await expect(ranked).toContainText('1 catch, 0 verified');

  // Verified only: the unjudged catch leaves the ranking; once the judge approves it, it comes back
  // with the judge's points, verified.
  await page.getByRole('switch', { name: /Verified only/ }).check();
  await expect(page).toHaveURL(/verified=true/);
  await expect(ranked).toHaveCount(0);
  await judgeApproves(request, catchId);
  await page.reload();
  await expect(ranked).toContainText('432 points');
  await expect(ranked).toContainText('1 catch, 1 verified');

  // The club's page: its leaderboard (anglers first) lists its member, and links to the same ranking.
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/clubs/${CLUB}`, { headers: angler.auth })).json()).result as {
            mine: { member: boolean } | null;
          }
        ).mine?.member,
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.goto(`/clubs/${CLUB}`);
  await expect(page.getByRole('heading', { level: 1, name: CLUB_NAME })).toBeVisible();
  const leaderboard = page.getByRole('region', { name: 'Club leaderboard this year' });
  await expect(leaderboard.getByRole('listitem').filter({ hasText: name })).toContainText('432 points');
  await leaderboard.getByRole('link', { name: 'See the full ranking' }).click();
  await expect(page).toHaveURL(new RegExp(`category=anglers&range=annually&water=all&club=${CLUB}`));
  await expect(page.getByText('Only the current members of one club, and the boats they own.')).toBeVisible();
  await expect(ranked).toContainText('432 points');
});
