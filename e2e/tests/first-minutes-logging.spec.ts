import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signInThroughForm, test } from '../fixtures';
import { recordTinyVideo } from '../media';

// Issue 18, points 3 and 11 (backup media, boats): what a new user logging a session or a boat
// types wrong is refused next to the field and kept as typed, never rewritten into range.

const PASSWORD = 'a quiet reef at dawn';

/** A captain of this journey's own, with a locality (so the locality prompt never covers the form). */
async function registerCaptain(request: APIRequestContext, email: string) {
  const regions = (await (await request.get('/api/regions')).json()).result as { regionName: string }[];
  const region = encodeURIComponent(regions[0]!.regionName);
  const localities = (await (await request.get(`/api/regions/${region}/localities`)).json()).result as {
    localityUUID: string;
  }[];
  const registered = await request.post('/api/register', {
    data: {
      name: 'Nora',
      lastname: `Logger${Date.now()}`,
      email,
      password: PASSWORD,
      roleName: 'Captain',
      nationalityName: 'Costa Rica',
      localityUUID: localities[0]!.localityUUID,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
}

/** Sets a `datetime-local` field as its picker would. */
const setTime = (field: Locator, value: string) => field.fill(value);

/** A `datetime-local` value `hours` from now, on the browser's clock. */
const localTime = (page: Page, hours: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 3600_000);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, hours);

test('logging a session refuses impossible data next to each field and keeps it as typed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `logger-${Date.now()}@example.com`;
  await registerCaptain(request, email);
  await signInThroughForm(page, email, PASSWORD);
  await page.goto('/my_fish_logs');
  await page.getByRole('button', { name: 'Log a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a session' });
  await dialog.getByRole('button', { name: 'Add a fish' }).click();
  await dialog.getByRole('combobox', { name: 'Species' }).click();
  await page.getByRole('option', { name: 'Atlantic sailfish' }).click();

  const start = dialog.getByLabel(/^Start/);
  const time = dialog.getByLabel(/^Time/);
  const boxes = {
    latitude: dialog.getByRole('textbox', { name: 'Latitude' }),
    longitude: dialog.getByRole('textbox', { name: 'Longitude' }),
    length: dialog.getByRole('textbox', { name: /^Length/ }),
    weight: dialog.getByRole('textbox', { name: /^Weight/ }),
  };
  await setTime(start, '2030-06-01T08:00');
  await setTime(time, await localTime(page, 2));
  await boxes.latitude.fill('999');
  await boxes.longitude.fill('-500');
  await boxes.length.fill('-5');
  await boxes.weight.fill('0');
  // Letters never enter a number field: what is left is empty, and shown so at once.
  await boxes.weight.pressSequentially('abc');
  await expect(boxes.weight).toHaveValue('0');
  await dialog.getByRole('button', { name: 'Log session' }).click();

  await expect(start).toHaveAccessibleDescription('The date must be between 1970 and today');
  await expect(boxes.latitude).toHaveAccessibleDescription('Latitude must be a number between -90 and 90');
  await expect(boxes.longitude).toHaveAccessibleDescription(
    'Longitude must be a number between -180 and 180',
  );
  await expect(boxes.length).toHaveAccessibleDescription(
    'Length must be a number greater than 0 and at most 100000',
  );
  await expect(boxes.weight).toHaveAccessibleDescription(
    'Weight must be a number greater than 0 and at most 100000',
  );
  await expect(start).toHaveValue('2030-06-01T08:00');
  await expect(boxes.latitude).toHaveValue('999');
  await expect(boxes.longitude).toHaveValue('-500');
  await expect(boxes.length).toHaveValue('-5');
  await expect(page.getByText('Fishing session saved correctly')).toHaveCount(0);

  // A sane start; the fish still after the finish (now) is refused on its own time.
  await setTime(start, await localTime(page, -4));
  await boxes.latitude.fill('9.5');
  await boxes.longitude.fill('-85.7');
  await boxes.length.fill('180');
  await boxes.weight.fill('55');
  await dialog.getByRole('button', { name: 'Log session' }).click();
  await expect(time).toHaveAccessibleDescription(
    'The fish time must be between the start and the finish of the session',
  );

  await setTime(time, await localTime(page, -1));
  await dialog.getByRole('button', { name: 'Log session' }).click();
  await expect(page.getByText('Fishing session saved correctly')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  // Saved as it was finally typed.
  await page.getByRole('main').getByRole('button', { name: 'Breakdown' }).click();
  const fish = page.getByRole('main').getByRole('listitem', { name: 'Fish 1' });
  await expect(fish).toContainText('Atlantic sailfish · Release · 180');
  await expect(fish).toContainText('55');
});

const field = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Picks an option of a searchable select by typing part of it. */
async function pick(page: Page, label: string, search: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a boat’s load and fuel use are never clamped, and the boat is saved with its motor in one request', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `boater-${Date.now()}@example.com`;
  await registerCaptain(request, email);
  await signInThroughForm(page, email, PASSWORD);
  await page.goto('/my_profile');
  await page.getByRole('tab', { name: 'Boats' }).click();
  await page.getByRole('button', { name: 'Add boat' }).click();
  const boat = page.getByRole('dialog', { name: 'Add a boat' });
  await field(boat, 'Boat name').fill('Sea Dog');
  await field(boat, 'Hull number').fill('CR-4321');
  await pick(page, 'Boat type', 'Sport', 'Sportfisher');
  await pick(page, 'Country', 'Costa', 'Costa Rica');
  await pick(page, 'Motor make', 'Yama', 'Yamaha');
  await field(boat, 'Motor model').fill('F300');
  await pick(page, 'Propeller manufacturer', 'Merc', 'Mercury');
  await field(boat, 'Load').fill('150');
  await field(boat, 'Fuel use').fill('-4');
  const writes: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() !== 'GET' && new URL(sent.url()).pathname.startsWith('/api/')) {
      writes.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
    }
  });
  await boat.getByRole('button', { name: 'Add boat' }).click();

  await expect(field(boat, 'Load')).toHaveAccessibleDescription('Load must be a number between 0 and 100 %');
  await expect(field(boat, 'Fuel use')).toHaveAccessibleDescription(
    'Fuel use must be a number between 0 and 1000 gallons per hour',
  );
  await expect(field(boat, 'Load')).toHaveValue('150');
  await expect(field(boat, 'Fuel use')).toHaveValue('-4');
  expect(writes).toEqual([]);

  await field(boat, 'Load').fill('80');
  await field(boat, 'Fuel use').fill('12');
  await boat.getByRole('button', { name: 'Add boat' }).click();
  await expect(page.getByText('Boat edit was successful')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Sea Dog' })).toBeVisible();
  expect(writes).toEqual(['POST /api/boats']);
});

/** Calls the API as `token` (bearer), answering the result. */
async function api(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
) {
  const response = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.status() === 204 ? null : (await response.json()).result;
}

test('with 3 backup media no fourth upload starts, and the modal says why', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `backup-${Date.now()}@example.com`;
  await registerCaptain(request, email);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const token = (await login.json()).result.accessToken as string;
  const now = Date.now();
  const session = await api(request, token, 'POST', '/api/sessions', {
    startDatetime: new Date(now - 3 * 3600_000).toISOString(),
    finishDatetime: new Date(now - 3600_000).toISOString(),
    fishingStyle: 'Offshore',
  });
  await signInThroughForm(page, email, PASSWORD);
  const video = await recordTinyVideo(page);
  for (let count = 0; count < 3; count += 1) {
    const ticket = await api(request, token, 'POST', '/api/media/uploads', {
      purpose: 'video',
      contentType: 'video/webm',
      size: video.length,
    });
    const put = await request.put(ticket.uploadUrl, {
      data: video,
      headers: { 'content-type': 'video/webm' },
    });
    expect(put.status()).toBe(204);
    await api(request, token, 'POST', '/api/backupMedia', {
      fishingSessionUUID: session.UUID,
      s3Key: ticket.key,
    });
  }

  await page.goto('/my_fish_logs');
  await page.getByRole('main').getByRole('button', { name: 'Backup media' }).click();
  const backup = page.getByRole('dialog', { name: 'Backup media' });
  await expect(backup.getByRole('link', { name: /Backup media \d/ })).toHaveCount(3);
  await expect(backup.getByText('You reached the maximum number of backup media allowed')).toBeVisible();
  await expect(backup.getByRole('button', { name: /Backup clip or photo/ })).toHaveCount(0);

  // One deleted (confirmed), an upload is offered again.
  await backup.getByRole('button', { name: 'Delete' }).first().click();
  await page.getByRole('button', { name: 'Delete media' }).click();
  await expect(page.getByText('Backup media deleted correctly')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(backup.getByRole('button', { name: /Backup clip or photo/ })).toBeVisible();
  await expect(backup.getByText('You reached the maximum number of backup media allowed')).toHaveCount(0);
});
