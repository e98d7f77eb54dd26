import { createHash, randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on an uncaught page error or a console.error: a page that logs errors is
 * broken even when the assertion happens to pass.
 */
export const test = base.extend<{ pageErrors: string[]; quietGuestInvitation: void }>({
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

/** How long a journey waits for the app to replace the prerendered page it was shown first. */
export const APP_START_TIMEOUT_MS = 15_000;

/** Opens the navigation: the bar on wide screens, the drawer behind the burger on phones. */
export async function openNavigation(page: Page) {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  const bar = page.getByRole('navigation', { name: 'Main', exact: true });
  // Right after a reload neither is drawn yet; isVisible() does not wait, so wait for one of them.
  await burger.or(bar).filter({ visible: true }).first().waitFor();
  if (await burger.isVisible()) {
    // The burger may still be the prerendered page's: the app answers that tap once it has started,
    // which on a busy machine takes longer than the usual wait.
    await burger.click();
    const drawer = page.getByRole('navigation', { name: 'Main mobile' });
    await expect(drawer).toBeVisible({ timeout: APP_START_TIMEOUT_MS });
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
 * Opens a route the way a visitor does and waits until it has settled: it landed where it should,
 * its level-one heading is shown, and no page loader or skeleton is left.
 */
export async function gotoSettled(
  page: Page,
  route: { path: string; landsOn: string | RegExp; heading?: RegExp },
): Promise<void> {
  await page.goto(route.path);
  await expect(page).toHaveURL(route.landsOn);
  await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Web fonts and images change the layout until they are in.
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

/** The demo accounts `npm start` seeds (SEED_DEMO), one per role the journeys need. */
const DEMO_ACCOUNTS = {
  angler: 'angler@demo.tightlines.app',
  mate: 'mate@demo.tightlines.app',
  captain: 'captain@demo.tightlines.app',
  boat: 'boat@demo.tightlines.app',
  organiser: 'organiser@demo.tightlines.app',
  judge: 'judge@demo.tightlines.app',
  moderator: 'moderator@demo.tightlines.app',
} as const;
const DEMO_PASSWORD = 'tightlines-demo';

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/**
 * Signs the page's browser in as a demo account without the sign-in screens: the same calls the
 * browser makes (authorize with PKCE, the hosted page's login, the redirect back with a code, the
 * code exchange), made through the page's own request context so the HttpOnly cookies land in it.
 * The journeys that test the sign-in screens themselves live in identity.spec.ts.
 */
export async function loginAs(page: Page, role: DemoRole): Promise<void> {
  const email = DEMO_ACCOUNTS[role];
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const { clientId, redirectUri, scope } = (await (await page.request.get('/api/auth/config')).json()).result;
  const authorize = await page.request.get(
    `/idp/auth?${new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
      prompt: 'login',
    })}`,
    { maxRedirects: 0 },
  );
  const interaction = authorize.headers().location!;
  const login = await page.request.post(`${interaction}/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-tightlines-csrf': '1' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const resume = await page.request.get((await login.json()).result.redirectTo, { maxRedirects: 0 });
  const back = new URL(resume.headers().location!);
  expect(back.searchParams.get('state')).toBe(state);
  const session = await page.request.post('/api/auth/sessions/signIn', {
    data: { code: back.searchParams.get('code'), codeVerifier: verifier },
    headers: { 'x-tightlines-csrf': '1' },
  });
  expect(session.status(), await session.text()).toBe(200);
  // What the app keeps of a session (app/auth/session-store.ts): it restores from this on load.
  await page.addInitScript((signedIn) => localStorage.setItem('tightlines.email', signedIn), email);
}
