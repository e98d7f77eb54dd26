import type { APIRequestContext, Page } from '@playwright/test';
import { HOUR, PASSWORD, registerAngler } from '../api';
import { expect, signInThroughForm, test } from '../fixtures';
import { recordTinyVideo } from '../media';

/**
 * Issue 21 point 7: a member logs a catch with a video in a tournament session through the session
 * form, sees the day's object there, and (caught far from the tournament's localities) its flag.
 * Its own organiser, member and tournament, made through the API.
 */

const MINUTE = 60_000;

/**
 * A free Regional tournament in the member's region, starting on the next whole minute (at least
 * 10 s away, for the request to arrive before it: the wizard refuses a start that is not ahead):
 * the form's fish time, to the minute, is then never before it. Answers its UUID and the position
 * of one of its localities.
 */
async function publishTournament(request: APIRequestContext, organiser: Record<string, string>) {
  const regions = (await (await request.get('/api/regions')).json()).result as { regionName: string }[];
  const species = (await (await request.get('/api/species')).json()).result as { fishUUID: string }[];
  const rules = (await (await request.get('/api/rules')).json()).result as { ruleUUID: string }[];
  const now = Date.now();
  let start = Math.ceil(now / MINUTE) * MINUTE;
  if (start - now < 10_000) start += MINUTE;
  const published = await request.post('/api/tournaments', {
    headers: organiser,
    data: {
      tournamentName: `Catch Cup ${now}`,
      tournamentDescription: 'A tournament of the catches journey',
      regionType: 'Regional',
      regionNames: [{ regionName: regions[0]!.regionName }],
      officialTournamentTimeZone: 'America/Costa_Rica',
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 2 * HOUR).toISOString(),
      uploadDeadlineTime: new Date(start + 3 * HOUR).toISOString(),
      clubOption: 'All members',
      ruleUUID: rules[0]!.ruleUUID,
      judgesEmails: [{ judgeEmail: `judge-${now}@example.com` }],
      fishes: [{ fishUUID: species[0]!.fishUUID }],
      entranceFee: 0,
      prize: 0,
      acceptedTerms: true,
      allowLateJoin: 1,
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  const tournament = (await published.json()).result as {
    UUID: string;
    locations: { localities: { latitude: number; longitude: number }[] }[];
  };
  return { id: tournament.UUID, place: tournament.locations[0]!.localities[0]! };
}

async function pickVideo(page: Page, label: RegExp, video: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles({ name: 'catch.webm', mimeType: 'video/webm', buffer: video });
}

test('a member logs a tournament catch with a video, sees the day’s object and the far-away flag', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const organiser = await registerAngler(request, `Organiser${Date.now()}`);
  const member = await registerAngler(request, `Member${Date.now()}`);
  const { id, place } = await publishTournament(request, organiser.auth);
  const joined = await request.post(`/api/tournaments/${id}/join`, {
    headers: member.auth,
    data: { acceptedTerms: true },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  // The member signs in and films the catch while the tournament's start comes.
  await signInThroughForm(page, member.email, PASSWORD);
  const video = await recordTinyVideo(page);

  // The tournament starts on the next minute: the member may log a tournament session from then on.
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/tournaments/fishing-now', { headers: member.auth });
        return ((await response.json()).result.items as { UUID: string }[]).map((item) => item.UUID);
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toContain(id);
  const object = (
    await (await request.get(`/api/tournaments/${id}/object-of-the-day`, { headers: member.auth })).json()
  ).result as { label: string };
  expect(object.label).toMatch(/^[A-Z0-9]{2} · .+/);

  await page.goto('/my_fish_logs');
  await page.getByRole('button', { name: 'Log a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a session' });

  // A tournament session: the day's object shows, prominently, to film with the catch.
  await dialog.getByRole('switch', { name: /Tournament session/ }).check();
  const shown = dialog.getByRole('status', { name: 'Object of the day' });
  await expect(shown).toBeVisible();
  await expect(shown.getByTestId('object-code')).toHaveText(object.label);
  await expect(shown.getByText(`Show it in your video: ${object.label}`)).toBeVisible();

  // One fish, caught 60 degrees of latitude from the tournament's waters, with its video.
  await dialog.getByRole('button', { name: 'Add a fish' }).click();
  await dialog.getByRole('combobox', { name: 'Species' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const far = place.latitude > 0 ? place.latitude - 60 : place.latitude + 60;
  await dialog.getByRole('textbox', { name: 'Latitude' }).fill(far.toFixed(4));
  await dialog.getByRole('textbox', { name: 'Longitude' }).fill(place.longitude.toFixed(4));
  await pickVideo(page, /Video of fish 1/, video);
  await expect(dialog.getByText('The video was uploaded correctly')).toBeVisible();
  await dialog.getByRole('button', { name: 'Log session' }).click();
  await expect(page.getByText('Fishing session saved correctly')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  // My Fish Logs: the session is marked, and its catch carries the flag with what it means.
  const card = page.getByRole('article', { name: /Session of/ });
  await expect(card.getByText('Tournament session')).toBeVisible();
  await card.getByRole('button', { name: 'Breakdown' }).click();
  const flags = card.getByRole('list', { name: 'Automatic checks' });
  await expect(flags.getByText('Outside the area')).toBeVisible();
  await expect(
    flags.getByText(
      "The catch's position is farther from the tournament's localities than its fishing area allows.",
    ),
  ).toBeVisible();
});
