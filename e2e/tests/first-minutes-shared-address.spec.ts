import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from '../own-server/own-server';

// Issue 31, many anglers behind one address: a marina's Wi-Fi, a club house or a phone carrier's
// shared address. With the production limits, the 9th new visitor from one address got 429s on the
// app's scripts, the 10th an empty tournament list, the 11th a blank page: a first visit downloads
// some 70 files, and they counted against the address's 600 requests a minute.

const VISITORS = 12;

test.describe('with the production rate limits', () => {
  // The shared server runs with RATE_LIMIT_MAX=10000 (playwright.config.ts): this journey needs a
  // server of its own with the production defaults. An empty value is unset (the server's config),
  // so no limit set in the environment can reach it.
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer({ RATE_LIMIT_MAX: '', RATE_LIMIT_WINDOW: '', AUTH_RATE_LIMIT_MAX: '' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('twelve fresh visitors from one address all see the tournament list, nothing refused', async ({
    browser,
  }) => {
    test.slow();
    for (let visitor = 1; visitor <= VISITORS; visitor += 1) {
      // A fresh browser each: nothing cached, every file of the first visit downloaded again.
      const context = await browser.newContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 429) refused.push(response.url());
      });
      await page.goto('/tournament');
      await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
      // The cards come from the API once the app runs: the page is alive, not a blank or empty one.
      const cards = page.getByRole('region', { name: 'Tournaments found' }).getByRole('article');
      await expect(cards.first(), `visitor ${visitor}`).toBeVisible();
      await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
      expect(refused, `visitor ${visitor}: answers refused with 429`).toEqual([]);
      await context.close();
    }
  });
});

// Any server will do here (the shared one): the leaderboard's code is refused in the browser.
test('a page whose code cannot be downloaded offers a reload, and the reload brings the page', async ({
  page,
}) => {
  await page.goto('/tournament');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  // The leaderboard's code is refused, as a busy server or a new version's missing file would.
  const leaderboardCode = /\/assets\/ranking-page-[\w-]+\.js$/;
  await page.route(leaderboardCode, (route) => route.fulfill({ status: 429, body: 'Too Many Requests' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // The frame stays, so the reader can go elsewhere; the reload brings the page once its code arrives.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.unroute(leaderboardCode);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
});
