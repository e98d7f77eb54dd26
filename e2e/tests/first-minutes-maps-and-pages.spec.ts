import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, signInThroughForm, test } from '../fixtures';

// Issue 18, points 7, 10 and 11 (page titles): the maps are never blank, coordinates read in
// degrees-minutes-seconds, unbuilt features say so, every page names itself in the tab.

const PASSWORD = 'a quiet reef at dawn';
const DMS = `\\d{1,3}°\\d{2}'\\d{2}\\.\\d"`;
const DMS_POSITION = new RegExp(`${DMS}[NS] ${DMS}[EW]`);

/** Three catches far apart (Costa Rica, Puerto Rico, Florida): the map must zoom out to show them all. */
const CATCHES = [
  { latitude: 9.5, longitude: -85.7 },
  { latitude: 18.4, longitude: -66.1 },
  { latitude: 25.7, longitude: -80.1 },
];

/** A Captain (who sees coordinates, spec §5) with one session of three far-apart catches. */
async function captainWithCatches(request: APIRequestContext): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `mapper-${stamp}@example.com`;
  const regions = (await (await request.get('/api/regions')).json()).result as { regionName: string }[];
  const region = encodeURIComponent(regions[0]!.regionName);
  const localities = (await (await request.get(`/api/regions/${region}/localities`)).json()).result as {
    localityUUID: string;
  }[];
  const registered = await request.post('/api/register', {
    data: {
      name: 'Mara',
      lastname: `Mapper${stamp}`,
      email,
      password: PASSWORD,
      roleName: 'Captain',
      nationalityName: 'Costa Rica',
      localityUUID: localities[0]!.localityUUID,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const token = (await login.json()).result.accessToken as string;
  const species = (await (await request.get('/api/species')).json()).result as { fishUUID: string }[];
  const now = Date.now();
  const session = await request.post('/api/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      startDatetime: new Date(now - 3 * 3600_000).toISOString(),
      finishDatetime: new Date(now - 3600_000).toISOString(),
      fishingStyle: 'Offshore',
      activitySourceName: 'Website',
      logs: CATCHES.map((position, index) => ({
        fishUUID: species[index]!.fishUUID,
        type: 'Release',
        logTime: new Date(now - 2 * 3600_000).toISOString(),
        ...position,
      })),
    },
  });
  expect(session.status(), await session.text()).toBe(200);
  return email;
}

/** The box of `locator`, which must be on the page. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/** The bundled land was drawn: Natural Earth credited, land shapes under the markers. */
async function expectBundledLand(map: Locator) {
  await expect(map.getByText('Natural Earth')).toBeVisible();
  // The land layer is not interactive; the markers are.
  await expect
    .poll(() => map.locator('.leaflet-overlay-pane path:not(.leaflet-interactive)').count())
    .toBeGreaterThan(0);
}

test.describe('maps', () => {
  test(
    'My Fishlogs draws land and coastlines with no tile server, and fits every catch inside its edges',
    { tag: '@both' },
    async ({ page, request }) => {
      const email = await captainWithCatches(request);
      await signInThroughForm(page, email, PASSWORD);
      await page.goto('/my_fish_logs');

      const map = page.getByRole('region', { name: 'Map of your fish logs' });
      await expect(map).toBeVisible();
      await expectBundledLand(map);

      const markers = map.locator('path.leaflet-interactive');
      await expect(markers).toHaveCount(CATCHES.length);
      const frame = await boxOf(map);
      for (let index = 0; index < CATCHES.length; index += 1) {
        const marker = await boxOf(markers.nth(index));
        expect(marker.x, `catch ${index + 1} left`).toBeGreaterThanOrEqual(frame.x);
        expect(marker.y, `catch ${index + 1} top`).toBeGreaterThanOrEqual(frame.y);
        expect(marker.x + marker.width, `catch ${index + 1} right`).toBeLessThanOrEqual(
          frame.x + frame.width,
        );
        expect(marker.y + marker.height, `catch ${index + 1} bottom`).toBeLessThanOrEqual(
          frame.y + frame.height,
        );
      }

      // A captain reads a catch's position in degrees-minutes-seconds (spec §5).
      await markers.first().click();
      await expect(map.locator('.leaflet-popup-content')).toHaveText(DMS_POSITION);
      await expect(map.locator('.leaflet-popup-content')).not.toHaveText(/\d+\.\d{3,}/);
    },
  );

  test('picking a position reads out the coordinates under the pointer as it moves', async ({
    page,
    request,
  }) => {
    const email = await captainWithCatches(request);
    await signInThroughForm(page, email, PASSWORD);
    await page.goto('/my_fish_logs');
    await page.getByRole('button', { name: 'Log a session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Log a session' });
    await dialog.getByRole('button', { name: 'Add a fish' }).click();
    await dialog.getByRole('button', { name: 'Pick the position on the map' }).click();

    const picker = dialog.getByRole('application', { name: /click where fish 1 was caught/ });
    await expect(picker).toBeVisible();
    await expectBundledLand(picker);
    await expect(dialog.getByText('No position picked yet.')).toBeVisible();

    // With the keyboard: the readout follows the map's centre, the arrows move the map, Enter
    // places the fish there.
    const latitude = dialog.getByRole('textbox', { name: 'Latitude' });
    await picker.focus();
    const centre = dialog.getByText(/^Map centre: /);
    await expect(centre).toHaveText(new RegExp(`^Map centre: ${DMS_POSITION.source}$`));
    const centred = await centre.textContent();
    await page.keyboard.press('ArrowUp');
    await expect(centre).not.toHaveText(centred!);
    await page.keyboard.press('Enter');
    await expect(latitude).not.toHaveValue('');
    const picked = await latitude.inputValue();

    // With the pointer: the readout follows it; a click places the fish.
    const box = await boxOf(picker);
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.5);
    const readout = dialog.getByText(/^Pointer: /);
    await expect(readout).toHaveText(new RegExp(`^Pointer: ${DMS_POSITION.source}$`));
    const first = await readout.textContent();
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.3);
    await expect(readout).not.toHaveText(first!);

    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.3);
    await expect(latitude).not.toHaveValue(picked);
    await expect(dialog.getByRole('textbox', { name: 'Longitude' })).not.toHaveValue('');
    await expect(dialog.getByRole('status').filter({ hasText: /^Position: / })).toHaveText(
      new RegExp(`^Position: ${DMS_POSITION.source}$`),
    );
  });
});

test.describe('features being built', () => {
  test.describe('members', () => {
    test.use({ signedInAs: 'judge' });

    test(
      // Tournament creation, judging, clubs and teams are built: tests/tournament-wizard.spec.ts,
      // tests/judging.spec.ts, modules/clubs and features/clubs, modules/teams.
      'members open the team registration wizard on its first section',
      {
        tag: '@both',
      },
      async ({ page }) => {
        await page.goto('/create_tournament_team');
        await expect(page.getByRole('heading', { level: 1, name: 'Register a team' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Choose or create the team' })).toBeVisible();
        await expect(page.getByText('Create a tournament')).toHaveCount(0);
      },
    );
  });

  test('home, Our app and Search promise only what exists', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1, name: 'Every catch, on the record.' }).locator('..');
    await expect(hero).toContainText('Log your fishing sessions with video');
    await expect(hero).not.toContainText(/tournament|leaderboard/i);
    await expect(page.getByRole('link', { name: 'Explore tournaments' })).toHaveCount(0);

    await page.goto('/our_app');
    const carousel = page.getByRole('region', { name: 'Tightlines features' });
    await expect(carousel).toBeVisible();
    await expect(carousel).toContainText('Video-judged tournaments');
    // Leaderboards, clubs and teams exist (issues 36, 37, 38): nothing is announced as coming.
    await expect(carousel).toContainText('Leaderboards');
    await expect(carousel).toContainText('Clubs');
    await expect(carousel).toContainText('Teams');
    await expect(page.getByRole('region', { name: 'Being built' })).toHaveCount(0);

    await page.goto('/search');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find fishing sessions and rules' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/ranking"]')).toHaveCount(1);
    await expect(main.getByRole('region', { name: 'Being built' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /Register a team/ })).toHaveAttribute(
      'href',
      '/create_tournament_team',
    );
    await expect(main.getByRole('link', { name: /Find a tournament/ })).toHaveAttribute(
      'href',
      '/tournament',
    );
  });
});

test.describe('page titles', () => {
  const titles: [string, string][] = [
    ['/', 'Fishing sessions on video · Tightlines'],
    ['/ranking', 'Leaderboard · Tightlines'],
    ['/tournament', 'Tournaments · Tightlines'],
    ['/our_app', 'Our app · Tightlines'],
    ['/search', 'Search · Tightlines'],
    ['/legal/terms', 'Terms of service · Tightlines'],
    ['/legal/privacy', 'Privacy policy · Tightlines'],
    ['/forbidden', 'Access refused · Tightlines'],
    ['/rules/igfa-strict', 'IGFA strict · Tightlines'],
    // Issue 31: the identity provider's page names the screen it shows.
    ['/sign_in', 'Sign in · Tightlines'],
    ['/register', 'Register · Tightlines'],
  ];

  test('every page names itself in the tab, prerendered pages before their script runs', async ({
    page,
    request,
  }) => {
    for (const [path, title] of titles) {
      // Only until the page's answer arrives: /sign_in and /register send the browser on to the
      // identity provider's page before their own has loaded, which a wait for 'load' reads as an
      // aborted navigation. Their own page already bears the title, so the test waits until the
      // browser is at the provider: the next page's navigation would otherwise race the redirect.
      await page.goto(path, { waitUntil: 'commit' });
      if (path === '/sign_in' || path === '/register') await page.waitForURL(/\/idp\/interaction\//);
      await expect(page, path).toHaveTitle(title);
    }
    // The prerendered pages carry their title in the HTML itself (what a link preview reads).
    for (const path of ['/', '/home', '/tournament']) {
      const html = await (await request.get(path)).text();
      const expected =
        path === '/tournament' ? 'Tournaments · Tightlines' : 'Fishing sessions on video · Tightlines';
      expect(html, path).toContain(`<title>${expected}</title>`);
    }
  });

  test.describe('members', () => {
    test.use({ signedInAs: 'judge' });

    test('members pages name themselves too', async ({ page }) => {
      for (const [path, title] of [
        ['/my_fish_logs', 'My Fishlogs · Tightlines'],
        ['/my_profile', 'My Profile · Tightlines'],
        ['/myclubs', 'My Clubs · Tightlines'],
        ['/judge', 'Judge · Tightlines'],
        ['/create_tournament_team', 'Register a team · Tightlines'],
      ] as const) {
        await page.goto(path);
        await expect(page, path).toHaveTitle(title);
      }
    });
  });
});
