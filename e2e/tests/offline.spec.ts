import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInThroughForm, test } from '../fixtures';
import { recordTinyVideo } from '../media';

/**
 * Issue 40 point 2: at sea without signal. A session logged with its video while the browser is
 * offline waits on the device and is sent, once, when the connection returns; a send the
 * connection cuts mid-upload finishes later.
 */

/**
 * Offline, Chromium reports each request it cannot send as a console error: that is the point here,
 * not a broken page. Those are taken out of what the journey's page logged; any other still fails it.
 */
const OFFLINE_NOISE = [
  /^console\.error: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED|NETWORK_CHANGED)/,
  // The map of the angler's logs, drawn while offline, says it could not read its tiles.
  /^console\.error: the (map tiles could not be read|basemap could not be drawn)/,
];
function forgiveOfflineNoise(pageErrors: string[]) {
  const kept = pageErrors.filter((error) => !OFFLINE_NOISE.some((noise) => noise.test(error)));
  pageErrors.splice(0, pageErrors.length, ...kept);
}

const PASSWORD = 'a quiet reef at dawn';

async function registerAngler(request: APIRequestContext, email: string) {
  const regions = (await (await request.get('/api/regions')).json()).result as { regionName: string }[];
  const region = encodeURIComponent(regions[0]!.regionName);
  const localities = (await (await request.get(`/api/regions/${region}/localities`)).json()).result as {
    localityUUID: string;
  }[];
  const registered = await request.post('/api/register', {
    data: {
      name: 'Marina',
      lastname: 'Offshore',
      email,
      password: PASSWORD,
      roleName: 'Captain',
      nationalityName: 'Costa Rica',
      localityUUID: localities[0]!.localityUUID,
    },
  });
  expect(registered.status()).toBe(200);
}

/** Logs a session with one released sailfish and its video while the browser has no connection. */
async function logOffline(page: Page, video: Buffer) {
  await page.getByRole('button', { name: 'Log a session' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log a session' });
  await expect(dialog.getByText(/^No connection: the session is kept on this device/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a fish' }).click();
  await dialog.getByRole('combobox', { name: 'Species' }).click();
  await page.getByRole('option', { name: 'Atlantic sailfish' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Video of fish 1/ }).click();
  await (await chooser).setFiles({ name: 'catch.webm', mimeType: 'video/webm', buffer: video });
  await expect(
    dialog.getByText('Kept on this device: saved and uploaded when the connection returns.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Log session' }).click();
  await expect(page.getByText('Kept on this device: it uploads when the connection returns')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
}

const waiting = (page: Page) => page.getByRole('article', { name: /waiting to upload$/ });
const logged = (page: Page) => page.getByRole('article', { name: /^Session of / });

/** The angler's sessions as the server holds them. */
async function sessionCount(page: Page): Promise<number> {
  const answer = await page.request.get('/api/sessions/mine?all=true');
  return ((await answer.json()).result.items as unknown[]).length;
}

test('a session logged offline with a video waits, then is sent once when the connection returns; a send cut mid-upload finishes later', async ({
  page,
  context,
  request,
  pageErrors,
}) => {
  test.slow();
  const email = `offline-${Date.now()}@example.com`;
  await registerAngler(request, email);
  await signInThroughForm(page, email, PASSWORD);
  const video = await recordTinyVideo(page);
  await page.goto('/my_fish_logs');
  await expect(page.getByText('You have not logged a session yet')).toBeVisible();

  // At sea: no connection.
  await context.setOffline(true);
  await logOffline(page, video);
  await expect(waiting(page)).toHaveCount(1);
  await expect(waiting(page).getByText('Waiting to upload')).toBeVisible();
  await expect(waiting(page).getByText('1 fish · 1 video')).toBeVisible();

  // Ashore: it is sent by itself, and listed once.
  await context.setOffline(false);
  await expect(waiting(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(logged(page)).toHaveCount(1);
  expect(await sessionCount(page)).toBe(1);

  // Another one logged offline; the connection dies while its video is uploading.
  await context.setOffline(true);
  await logOffline(page, video);
  let cut = false;
  await page.route(
    (url) => url.pathname.startsWith('/media/'),
    async (route) => {
      if (route.request().method() === 'PUT' && !cut) {
        cut = true;
        await context.setOffline(true);
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    },
  );
  await context.setOffline(false);
  await expect(waiting(page).getByText('Upload failed')).toBeVisible({ timeout: 30_000 });
  expect(cut).toBe(true);

  // Back again: it finishes, each session once.
  await context.setOffline(false);
  await expect(waiting(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(logged(page)).toHaveCount(2);
  expect(await sessionCount(page)).toBe(2);
  forgiveOfflineNoise(pageErrors);
});
