import { expectNoSeriousA11yViolations } from '../a11y';
import { expect, gotoSettled, test } from '../fixtures';
import { GUEST_ROUTES } from '../routes';

// Every route of spec §2, as a guest, at the project's screen size: no serious or critical
// accessibility violation. The signed-in pass lives in a11y-signed-in.spec.ts.
for (const route of GUEST_ROUTES) {
  test(`a guest meets no serious accessibility violation on ${route.path}`, async ({ page }, testInfo) => {
    await gotoSettled(page, route);
    const landed = new URL(page.url()).pathname;
    const label = landed === route.path ? `guest ${route.path}` : `guest ${route.path} (lands on ${landed})`;
    await expectNoSeriousA11yViolations(page, testInfo, label);
  });
}

test('the open phone navigation drawer has no serious accessibility violation', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoSettled(page, GUEST_ROUTES[0]!);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog', { name: 'Tightlines' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'guest / with the navigation drawer open');
});
