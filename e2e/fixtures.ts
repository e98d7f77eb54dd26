import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { demoSessions, type DemoRole, type DemoSessions } from './demo-accounts';
import type { RouteCase } from './routes';

/** The journeys' `test`: signed in as a demo role when asked, and failing on any page error. */
export const test = base.extend<
  { signedInAs: DemoRole | null; pageErrors: string[]; quietGuestInvitation: void },
  { demoSessions: DemoSessions }
>({
  /**
   * The demo account a journey starts signed in as (`test.use({ signedInAs: 'captain' })`), or null
   * for a guest. Each worker signs each role in once and hands every journey a copy of that state.
   */
  signedInAs: [null, { option: true }],
  demoSessions: [
    async ({ playwright }, use, workerInfo) => {
      await use(demoSessions(playwright.request, workerInfo.project.use.baseURL!));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, demoSessions, storageState }, use) => {
    await use(signedInAs ? await demoSessions.stateOf(signedInAs) : storageState);
  },
  // Playwright's `request` would carry the signed-in state too, and the server refuses a write made
  // with the session cookie but without the browser's CSRF header. Journeys set up their data through
  // `request` as a guest (registering accounts); the signed-in browser's own calls are `page.request`.
  request: async ({ playwright, baseURL }, use) => {
    const guest = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    await use(guest);
    await guest.dispose();
  },
  // The guest login invitation pops up 10 s into a visit; journeys that are not about it start as
  // if it had just been shown, so it cannot cover what they test.
  quietGuestInvitation: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        if (!localStorage.getItem('tightlines.loginInvitationAt')) {
          localStorage.setItem('tightlines.loginInvitationAt', String(Date.now()));
        }
      });
      await use();
    },
    { auto: true },
  ],
  // Every journey fails on an uncaught page error or a console.error: a page that logs errors is
  // broken even when the assertion happens to pass.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // Chromium reports every 4xx answer as a console error; the API answering "no" (a wrong
        // password, a refused form) is a tested outcome, not a broken page.
        const expectedRefusal = /^Failed to load resource: the server responded with a status of 4\d\d/;
        if (message.type() === 'error' && !expectedRefusal.test(message.text())) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** How long a journey waits for the app to hydrate the prerendered page it was shown first. */
export const APP_START_TIMEOUT_MS = 15_000;

/** Opens the navigation: the bar on wide screens, the drawer behind the burger on phones. */
export async function openNavigation(page: Page) {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  const bar = page.getByRole('navigation', { name: 'Main', exact: true });
  // Right after a reload neither is drawn yet; isVisible() does not wait, so wait for one of them.
  await burger.or(bar).filter({ visible: true }).first().waitFor();
  if (await burger.isVisible()) {
    // The burger may still be the prerendered page's, which does nothing until the app has hydrated
    // it (on a busy machine that takes longer than the usual wait): tap again, as a visitor would,
    // until it says it is open.
    await expect(async () => {
      if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
      await expect(page.getByRole('button', { name: 'Close navigation', expanded: true })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: APP_START_TIMEOUT_MS });
    const drawer = page.getByRole('navigation', { name: 'Main mobile' });
    await expect(drawer).toBeVisible();
    return drawer;
  }
  return bar;
}

/**
 * Signs in through the sign-in screen and waits until the navigation offers what only a signed-in
 * user gets. Home is shown while the sign-in code is still being exchanged; leaving it at once would
 * cancel the exchange (the journeys' old flake). identity.spec.ts checks the screen itself.
 */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign_in');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
  const nav = await openNavigation(page);
  await expect(nav.getByRole('link', { name: 'My Fishlogs' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/**
 * No page loader or skeleton is left. The prerendered page shows skeletons until the app has hydrated
 * it and its data is in, so this waits as long as the app may take to start.
 */
export async function expectNothingLoading(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0, {
    timeout: APP_START_TIMEOUT_MS,
  });
}

/** The home page's feed of sessions. */
export const homeFeed = (page: Page): Locator =>
  page.getByRole('region', { name: 'Latest fishing sessions' });

/**
 * Scrolls the home feed as a reader does until `card` is drawn. The feed loads its next page as the
 * reader nears its end, so a card pushed off the first page by the sessions other journeys log
 * meanwhile is there only once the reader scrolls towards it.
 */
export async function scrollToFeedCard(page: Page, card: Locator): Promise<void> {
  const cards = homeFeed(page).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: APP_START_TIMEOUT_MS });
  await expect(async () => {
    if ((await card.count()) === 0) await cards.last().scrollIntoViewIfNeeded();
    expect(await card.count()).toBeGreaterThan(0);
  }).toPass({ timeout: APP_START_TIMEOUT_MS, intervals: [100] });
  await card.first().scrollIntoViewIfNeeded();
}

/**
 * Scrolls until the feed's first page is drawn whole (ten cards, or all there are), so that a card
 * missing from it is missing, not merely still below.
 */
export async function scrollThroughFirstFeedPage(page: Page): Promise<void> {
  const feed = homeFeed(page);
  const cards = feed.getByRole('article');
  await expect(cards.first().or(feed.getByText('No fishing sessions yet'))).toBeVisible({
    timeout: APP_START_TIMEOUT_MS,
  });
  // The feed's end, or ten cards, says the first page is whole.
  const end = feed.getByText(/^You have seen every session/);
  await expect(async () => {
    const count = await cards.count();
    if (count > 0 && count < 10) await cards.last().scrollIntoViewIfNeeded();
    expect(count >= 10 || count === 0 || (await end.count()) > 0).toBe(true);
  }).toPass({ timeout: APP_START_TIMEOUT_MS, intervals: [100] });
}

/**
 * Opens a route the way a visitor does and waits until it has settled, by what a visitor waits for:
 * it landed where it should, its level-one heading is shown, no page loader or skeleton is left (the
 * prerendered page shows skeletons until the app has hydrated it and its data is in), the feed shows its first card or says
 * it is empty, and the stylesheets, images and web fonts that change the layout are in.
 */
export async function gotoSettled(page: Page, route: RouteCase): Promise<void> {
  await page.goto(route.path);
  await expect(page).toHaveURL(route.landsOn);
  await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
  await expectNothingLoading(page);
  if (route.showsFeed) {
    const feed = page.getByRole('region', { name: 'Latest fishing sessions' });
    await expect(
      feed.getByRole('article').first().or(feed.getByText('No fishing sessions yet')),
    ).toBeVisible();
  }
  // The prerendered page's full stylesheet loads with the app's code. A lazy picture far below the
  // screen is never fetched, so never complete: only the lazy ones on screen are waited for (a
  // longer list, such as one holding a tournament another test just published, has some below).
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('link[rel="stylesheet"]')).every(
        (link) => (link as HTMLLinkElement).sheet !== null,
      ) &&
      Array.from(document.images).every((image) => {
        if (image.complete || image.loading !== 'lazy') return image.complete;
        const box = image.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= window.innerHeight;
      }),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The keyboard focus is on an element that shows it: an outline or a box shadow (WCAG 2.4.7). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      boxShadow: style.boxShadow !== 'none',
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    };
  });
  expect(focus, 'something has the keyboard focus').not.toBeNull();
  expect(focus?.outline || focus?.boxShadow, `the focus on "${focus?.name}" is visible`).toBe(true);
  expect(focus?.onScreen, `the focused "${focus?.name}" is on screen`).toBe(true);
}

/** Presses Tab until the element with this accessible name has the focus (at most `limit` times). */
export async function tabTo(page: Page, name: string | RegExp, limit = 25): Promise<void> {
  const matches = (label: string) => (typeof name === 'string' ? label === name : name.test(label));
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });
    if (matches(label)) return;
  }
  throw new Error(`Tab never reached "${String(name)}" in ${limit} presses`);
}
