// The signed-in half of the accessibility pass (the guest half is a11y.spec.ts). Same helper, same
// bound: no serious or critical axe violation.
import { expectNoSeriousA11yViolations } from '../a11y';
import { expect, gotoSettled, loginAs, test } from '../fixtures';
import { PUBLIC_ROUTES, type RouteCase } from '../routes';

// Pages only a signed-in member reaches (spec §2). Headings are left open where the page is not
// built yet; pin them as the pages land.
const MEMBER_ROUTES: readonly RouteCase[] = [
  { name: 'my-fish-logs', path: '/my_fish_logs', landsOn: '/my_fish_logs' },
  { name: 'my-profile', path: '/my_profile', landsOn: '/my_profile' },
  { name: 'my-clubs', path: '/myclubs', landsOn: '/myclubs' },
  { name: 'create-tournament', path: '/create_tournament', landsOn: /\/create_tournament/ },
  { name: 'create-tournament-team', path: '/create_tournament_team', landsOn: '/create_tournament_team' },
];

// A judge also reaches the judging pages.
const JUDGE_ROUTES: readonly RouteCase[] = [{ name: 'judge', path: '/judge', landsOn: '/judge' }];

// Sign-in pages send a signed-in visitor on; they are checked in the guest pass.
const SIGNED_IN_PUBLIC = PUBLIC_ROUTES.filter(
  (route) =>
    !['/sign_in', '/register'].includes(route.path) &&
    !MEMBER_ROUTES.some((member) => member.path === route.path),
);

const PASSES = [
  { role: 'angler', routes: [...SIGNED_IN_PUBLIC, ...MEMBER_ROUTES] },
  { role: 'judge', routes: [...MEMBER_ROUTES, ...JUDGE_ROUTES] },
] as const;

for (const { role, routes } of PASSES) {
  test.describe(`signed in as ${role}`, () => {
    test.beforeEach(async ({ page }) => {
      await loginAs(page, role);
    });

    for (const route of routes) {
      test(`meets no serious accessibility violation on ${route.path}`, async ({ page }, testInfo) => {
        await gotoSettled(page, route);
        // Signed in for real: the account menu (wide) or the burger (phone) is there, no guest invitation.
        await expect(page.getByText(/^Sign in to /)).toHaveCount(0);
        await expect(page.getByRole('button', { name: /Account menu of|Open navigation/ })).toBeVisible();
        await expectNoSeriousA11yViolations(page, testInfo, `${role} ${route.path}`);
      });
    }

    test('the account menu has no serious accessibility violation', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoSettled(page, PUBLIC_ROUTES[0]!);
      await page.getByRole('button', { name: /^Account menu of/ }).click();
      await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `${role} / with the account menu open`);
    });
  });
}
