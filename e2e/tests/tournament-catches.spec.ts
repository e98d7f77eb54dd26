import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, registerAngler } from '../api';
import { expect, signInThroughForm, test } from '../fixtures';
import { recordTinyVideo } from '../media';

/**
 * Issue 21 point 7: a member logs a catch with a video in a tournament session through the session
 * form, sees the day's object there, and (caught far from the tournament's localities) its flag.
 * The tournament is the demo world's Regional one on now (no waiting for a start): a member of the
 * journey's own, of its region, joins it late.
 */

/** The demo "Los Sueños Sailfish Sprint": free, Regional (Costa Rica Pacific), on now, late joining. */
const ON_NOW = '7d1e0c52-3f4a-4b8e-9a10-000000000006';

/** The tournament and one of its localities (with its position). */
async function tournamentOnNow(request: APIRequestContext) {
  const read = await request.get(`/api/tournaments/${ON_NOW}`);
  expect(read.status(), await read.text()).toBe(200);
  const tournament = (await read.json()).result as {
    UUID: string;
    displayStatus: string;
    locations: { localities: { UUID: string; latitude: number; longitude: number }[] }[];
  };
  expect(tournament.displayStatus).toBe('Current');
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
  const { id, place } = await tournamentOnNow(request);
  // A member who fishes one of its localities: a Regional tournament takes anglers of its places.
  const member = await registerAngler(request, `Member${Date.now()}`, place.UUID);
  const joined = await request.post(`/api/tournaments/${id}/join`, {
    headers: member.auth,
    data: { acceptedTerms: true },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  // Joined while it runs: the member may log a tournament session in it at once.
  const fishingNow = await request.get('/api/tournaments/fishing-now', { headers: member.auth });
  expect(((await fishingNow.json()).result.items as { UUID: string }[]).map((item) => item.UUID)).toContain(
    id,
  );
  await signInThroughForm(page, member.email, PASSWORD);
  const video = await recordTinyVideo(page);

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
