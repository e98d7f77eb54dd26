import { PASSWORD, someLocality } from '../api';
import type { Page } from '@playwright/test';
import { expect, signInThroughForm, test as base } from '../fixtures';
import { startOwnServer, type OwnServer } from '../own-server/own-server';

/** Past the 15-minute access token and its clock tolerance (apps/server/src/platform/idp). */
const PAST_THE_ACCESS_TOKEN_MS = 16 * 60_000;

/** Journeys on a server of their own, whose clock they move forward (the shared server's stays put). */
const test = base.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // Playwright reads which fixtures a fixture uses from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer({ SEED_DEMO: '0' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseURL);
  },
});

/**
 * Time passes for the user: on the server's clock, on the page's (its timers fire, the app's own
 * refreshes among them), and for the browser's cookies (whatever expires meanwhile is dropped, as the
 * browser would; its cookie store keeps the real time, which journeys cannot move).
 */
async function letTimePass(page: Page, ownServer: OwnServer, ms: number): Promise<void> {
  await ownServer.advanceClock(ms);
  const context = page.context();
  for (const cookie of await context.cookies()) {
    if (cookie.expires !== -1 && cookie.expires * 1000 <= Date.now() + ms) {
      await context.clearCookies({ name: cookie.name, domain: cookie.domain, path: cookie.path });
    }
  }
  await page.clock.fastForward(ms);
}

test('a session outlives its access token: the form in progress saves, and the user stays signed in', async ({
  page,
  request,
  ownServer,
}) => {
  const email = `renewal-${Date.now()}@example.com`;
  const registered = await request.post('/api/register', {
    data: {
      name: 'Rita',
      lastname: 'Marlin',
      email,
      password: PASSWORD,
      roleName: 'Angler',
      nationalityName: 'Costa Rica',
      localityUUID: await someLocality(request),
    },
  });
  expect(registered.status()).toBe(200);
  await page.clock.install();
  await signInThroughForm(page, email, PASSWORD);

  await page.goto('/my_profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit profile' });
  await editor.getByRole('textbox', { name: /^Phone/ }).fill('+506 8888 1111');
  await editor.getByRole('textbox', { name: /^City/ }).fill('Flamingo');

  // The user stops to land a fish; meanwhile the access token expires.
  const renewal = page.waitForResponse('**/api/auth/session/refresh');
  await letTimePass(page, ownServer, PAST_THE_ACCESS_TOKEN_MS);
  await editor.getByRole('button', { name: 'Save profile' }).click();
  expect((await renewal).status()).toBe(200);
  await expect(page.getByText('User edit was successful')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/my_profile$/);

  // Later still, a reload and the app's own reads go on without a sign-in.
  await letTimePass(page, ownServer, PAST_THE_ACCESS_TOKEN_MS);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit profile' }).getByRole('textbox', { name: /^City/ }),
  ).toHaveValue('Flamingo');
});
