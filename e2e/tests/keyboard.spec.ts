import { expect, expectVisibleFocus, gotoSettled, tabTo, test } from '../fixtures';
import { PUBLIC_ROUTES } from '../routes';

// Keyboard-only journeys (WCAG 2.1.1, 2.4.3, 2.4.7): everything by Tab, Enter and Escape, the focus
// always visible. Each sets the screen size it is about, so one project (desktop) walks each: the
// phone's would be the same journey again.
const home = PUBLIC_ROUTES[0]!;

test('a keyboard user skips the navigation to the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoSettled(page, home);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab lands in the page, past the navigation bar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'What Tightlines does' })).toBeFocused();
});

test('a keyboard user moves through the navigation bar with Tab and Enter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoSettled(page, home);
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });

  await tabTo(page, 'Tightlines home');
  await expectVisibleFocus(page);
  await tabTo(page, 'Leaderboard');
  await expect(nav.getByRole('link', { name: 'Leaderboard' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ranking');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();

  // The focus stays where it was, so the next Tab carries on along the bar.
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Tournaments' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/tournament');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();

  await tabTo(page, 'Our app');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/our_app');
});

test('a keyboard user opens the phone navigation drawer, leaves it with Escape and gets the focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoSettled(page, home);
  const burger = page.getByRole('button', { name: 'Open navigation' });

  await tabTo(page, 'Open navigation');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Tightlines' });
  await expect(drawer).toBeVisible();
  // The focus moves into the drawer and Tab keeps it there.
  await expect(drawer.locator(':focus')).toHaveCount(1);
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    await expect(drawer.locator(':focus')).toHaveCount(1);
  }
  await expectVisibleFocus(page);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();
  await expectVisibleFocus(page);

  // Open it again and follow a link with Enter: the drawer closes on the new page.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await tabTo(page, 'Leaderboard');
  await expect(drawer.getByRole('link', { name: 'Leaderboard' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ranking');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
});
