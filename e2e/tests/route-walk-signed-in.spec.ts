// The signed-in half of the route walk (the guest half is route-walk.spec.ts): each page opened once
// on the phone (and at the desktop size when routes.ts says so), no sideways scrolling, no serious
// or critical axe violation.
import { expectNoSeriousA11yViolations } from '../a11y';
import { expect, gotoSettled, test } from '../fixtures';
import { checkSettledPage } from '../route-checks';
import { LIGHT_PAGE, SIGNED_IN_WALKS, walksAtThisSize } from '../routes';

for (const { role, routes } of SIGNED_IN_WALKS) {
  test.describe(`signed in as ${role}`, () => {
    test.use({ signedInAs: role });

    for (const route of routes) {
      test(
        `on ${route.path}: fits the screen without scrolling sideways, no serious accessibility violation`,
        { tag: '@both' },
        async ({ page }, testInfo) => {
          test.skip(!walksAtThisSize(route, testInfo), 'walked on the phone only (routes.ts, desktop)');
          await gotoSettled(page, route);
          // Signed in for real: the account menu (wide) or the burger (phone) is there, no guest invitation.
          await expect(page.getByText(/^Sign in to /)).toHaveCount(0);
          await expect(page.getByRole('button', { name: /Account menu of|Open navigation/ })).toBeVisible();
          await checkSettledPage(page, testInfo, { label: `${role} ${route.path}` });
        },
      );
    }

    // On the wide screen, where the menu is (the phone's drawer is walked as a guest): desktop only.
    test('the account menu has no serious accessibility violation', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // The menu is the same on every page: opened on a light one, so axe reads little else.
      await gotoSettled(page, LIGHT_PAGE);
      await page.getByRole('button', { name: /^Account menu of/ }).click();
      await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `${role} / with the account menu open`);
    });
  });
}
