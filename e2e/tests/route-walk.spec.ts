import { expectNoSeriousA11yViolations } from '../a11y';
import { APP_START_TIMEOUT_MS, expect, gotoSettled, test } from '../fixtures';
import { checkSettledPage } from '../route-checks';
import { GUARDED_PATHS, LIGHT_PAGE, PUBLIC_ROUTES, walksAtThisSize } from '../routes';

// Every public route of spec §2, as a guest, opened once on the phone (375 × 812), and the ones whose
// wide layout is their own at the desktop size too (1280 × 800; routes.ts says which): a full-page screenshot for review under e2e/artifacts/screenshots/ (with E2E_SCREENSHOTS=1),
// no sideways scrolling, no serious or critical accessibility violation. The pages a guest cannot
// open send them home (the home page is walked above), and /home is the same page as /. The
// signed-in walk is route-walk-signed-in.spec.ts.
for (const route of PUBLIC_ROUTES) {
  test(
    `a guest on ${route.path}: fits the screen without scrolling sideways, no serious accessibility violation`,
    { tag: '@both' },
    async ({ page }, testInfo) => {
      test.skip(!walksAtThisSize(route, testInfo), 'walked on the phone only (routes.ts, desktop)');
      await gotoSettled(page, route);
      const landed = new URL(page.url()).pathname;
      const label =
        landed === route.path ? `guest ${route.path}` : `guest ${route.path} (lands on ${landed})`;
      await checkSettledPage(page, testInfo, { label, screenshot: route.name });
    },
  );
}

// At the phone's size whatever the project (desktop only: one run is enough).
test('the open phone navigation drawer has no serious accessibility violation', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoSettled(page, LIGHT_PAGE);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tightlines' });
  await expect(drawer).toBeVisible();
  // Once it has slid in: half-way, its text is blended with the page behind, and axe measures
  // the contrast of the blend (3.5:1 on a loaded host, the label's own colour being 4.5:1 or more).
  await expect(drawer).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page, testInfo, 'guest / with the navigation drawer open');
});

test('a guest on /home sees the home page, and on a members-only page is sent home', async ({ page }) => {
  const home = PUBLIC_ROUTES[0]!;
  await gotoSettled(page, { ...home, path: '/home', landsOn: '/home' });
  for (const path of GUARDED_PATHS) {
    await page.goto(path);
    await expect(page, `a guest on ${path}`).toHaveURL('/', { timeout: APP_START_TIMEOUT_MS });
    await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
  }
});
