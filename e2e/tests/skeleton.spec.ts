import { APP_START_TIMEOUT_MS, expect, expectNothingLoading, openNavigation, test } from '../fixtures';

test('a guest opens the home page and sees the navigation bar', { tag: '@both' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Every catch, on the record.' })).toBeVisible();
  const nav = await openNavigation(page);
  for (const label of ['Home', 'Leaderboard', 'Tournaments']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // Pages that need an account are not offered to a guest.
  for (const label of ['My Fishlogs', 'Judge', 'My Clubs']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  }
});

test('on a phone, the prerendered home page shows before the app has loaded, and its burger works once it has', async ({
  page,
}) => {
  // The burger is drawn at phone width only; the desktop project runs this at that width too.
  await page.setViewportSize({ width: 375, height: 812 });
  // Hold the app's code back: until it comes, the prerendered page is all the guest has.
  let releaseApp = () => {};
  const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
  let appRequested = false;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    // The entry (with the bundler's runtime and Vite's preload helper) loads the app; the app is
    // everything else.
    if (!/\/assets\/(?:index|preload-helper|rolldown-runtime)-[\w-]+\.js$/.test(route.request().url())) {
      appRequested = true;
      await appReleased;
    }
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Every catch, on the record.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  // Nothing hides the prerendered page while the app's code is on its way.
  await expect.poll(() => appRequested).toBe(true);
  releaseApp();
  // The app's whole code arrives at once now, and hydrating the page takes a while on a loaded
  // host: tap the burger once the app has taken the page over (its skeletons replaced by the feed),
  // not while the prerendered burger still does nothing, which spent openNavigation's wait on the
  // app's start (CI, 2026-11-28).
  await expectNothingLoading(page);
  const drawer = await openNavigation(page);
  await expect(drawer.getByRole('link', { name: 'Tournaments', exact: true })).toBeVisible();
});

test('Our app lists the catalogue species from the API', async ({ page }) => {
  await page.goto('/our_app');
  await expect(page.getByRole('heading', { name: /Billfish \(\d+\)/ })).toBeVisible({
    timeout: APP_START_TIMEOUT_MS,
  });
  await expect(page.getByText('Atlantic sailfish', { exact: true })).toBeVisible();
});

test('each legal page opens from the footer', { tag: '@both' }, async ({ page }) => {
  const pages = [
    ['Terms', '/legal/terms', /Terms of Service/],
    ['Privacy', '/legal/privacy', /Privacy/],
    ['Tournament terms', '/legal/tournament-terms', /Tournament/],
  ] as const;
  for (const [link, path, heading] of pages) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('an unknown path lands on home', async ({ page }) => {
  await page.goto('/no/such/path');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Every catch, on the record.' })).toBeVisible();
});

test('a guest sent to a members-only page lands on home', async ({ page }) => {
  for (const path of ['/my_fish_logs', '/my_profile', '/myclubs', '/judge', '/judge_tournament']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }
});

test('a rule set document opens from the tournaments page', { tag: '@both' }, async ({ page }) => {
  await page.goto('/tournament');
  await page.getByRole('link', { name: 'Read the rules: IGFA strict' }).click();
  await expect(page).toHaveURL('/rules/igfa-strict');
  await expect(page.getByRole('heading', { level: 1, name: 'IGFA strict' })).toBeVisible();
});

test('the API answers its version in the envelope', async ({ request }) => {
  const response = await request.get('/api/version');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ code: 200, message: 'OK', result: '4.5.4' });
});
