import type { APIRequestContext, Locator, Page } from '@playwright/test';
import tournamentsEn from '../../apps/web/src/features/tournaments/locales/en';
import tournamentsEs from '../../apps/web/src/features/tournaments/locales/es';
import { PASSWORD } from '../api';
import { fillCard, payCheckout, SUCCESS_CARD } from '../checkout';
import { APP_START_TIMEOUT_MS, expect, signInThroughForm, test } from '../fixtures';

/**
 * Tournaments (issue 21 points 2, 3, 6): the list, one tournament's page, joining and the
 * organiser's actions. Every journey makes its own organiser, anglers and tournaments through the
 * API, so none reads or changes another's data.
 */

const HOUR = 3_600_000;

interface Place {
  regionName: string;
  localityUUID: string;
}

/** Two places in different regions, a species and a rule set of the catalogue. */
async function catalogue(request: APIRequestContext) {
  const read = async <T>(path: string) => ((await (await request.get(path)).json()) as { result: T }).result;
  const regions = await read<{ regionName: string }[]>('/api/regions');
  const places: Place[] = [];
  for (const { regionName } of regions) {
    const localities = await read<{ localityUUID: string }[]>(
      `/api/regions/${encodeURIComponent(regionName)}/localities`,
    );
    if (localities[0]) places.push({ regionName, localityUUID: localities[0].localityUUID });
    if (places.length === 2) break;
  }
  const species = await read<{ fishUUID: string; name: string }[]>('/api/species');
  const rules = await read<{ ruleUUID: string }[]>('/api/rules');
  // A species of its own per journey where possible, so a species filter narrows to few tournaments.
  const fish = species[Math.floor(Math.random() * species.length)]!;
  return { home: places[0]!, elsewhere: places[1]!, fish, ruleUUID: rules[0]!.ruleUUID };
}

type Catalogue = Awaited<ReturnType<typeof catalogue>>;

/** A user of the journey's own, living at `localityUUID`; answers their e-mail and bearer token. */
async function register(request: APIRequestContext, lastname: string, localityUUID: string) {
  const email = `${lastname.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/register', {
    data: {
      name: 'Rita',
      lastname,
      email,
      password: PASSWORD,
      roleName: 'Captain',
      nationalityName: 'Costa Rica',
      localityUUID,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()).result as { accessToken: string }).accessToken;
  return { email, auth: { authorization: `Bearer ${token}` } };
}

/** Publishes a Regional tournament in the catalogue's home region, starting in two days. */
async function publish(
  request: APIRequestContext,
  organiser: { auth: Record<string, string> },
  place: Catalogue,
  change: Record<string, unknown> = {},
): Promise<{ uuid: string; name: string; path: string }> {
  const name = `Open ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const start = Date.now() + 48 * HOUR;
  const response = await request.post('/api/tournaments', {
    headers: organiser.auth,
    data: {
      tournamentName: name,
      tournamentDescription: 'Blue water, released billfish only.',
      regionType: 'Regional',
      regionNames: [{ regionName: place.home.regionName }],
      officialTournamentTimeZone: 'America/Costa_Rica',
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 8 * HOUR).toISOString(),
      uploadDeadlineTime: new Date(start + 14 * HOUR).toISOString(),
      clubOption: 'All members',
      ruleUUID: place.ruleUUID,
      judgesEmails: [{ judgeEmail: 'judge@example.com' }],
      fishes: [{ fishUUID: place.fish.fishUUID }],
      entranceFee: 0,
      prize: 500,
      acceptedTerms: true,
      allowLateJoin: 1,
      activitySourceName: 'Website',
      ...change,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const uuid = ((await response.json()).result as { UUID: string }).UUID;
  const encoded = Buffer.from(uuid).toString('base64url');
  return { uuid, name, path: `/tournament/${encoded}` };
}

async function openTournament(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Opens the join dialog, accepts the terms and confirms with `confirm`. */
async function joinThroughDialog(page: Page, open: string | RegExp, confirm: string | RegExp) {
  await page.getByRole('button', { name: open }).click();
  const dialog = page.getByRole('dialog', { name: /^Join / });
  await dialog.getByRole('checkbox', { name: /I accept the tournament terms/ }).check();
  await dialog.getByRole('button', { name: confirm }).click();
  return dialog;
}

test('the list finds a new tournament by location, species and status, and counts it', async ({
  page,
  request,
}) => {
  test.slow();
  const place = await catalogue(request);
  const organiser = await register(request, 'Organiser', place.home.localityUUID);
  const tournament = await publish(request, organiser, place);

  await page.goto('/tournament');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  const counters = page.getByRole('region', { name: 'Tournament counters' });
  // The guests' page is prerendered: the counters come once the app has loaded, hydrated it and
  // read them (on a cold server and a busy machine, that is the app's start and then some).
  await expect(counters.locator('[data-counter="Active"]')).toHaveText(/^[1-9]\d*$/, {
    timeout: 2 * APP_START_TIMEOUT_MS,
  });

  const filters = page.getByRole('group', { name: 'Filters' });
  // Location, species and status are the phone's own selects; the region is searched by typing.
  await filters.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Regional' });
  await filters.getByRole('combobox', { name: 'Region' }).fill(place.home.regionName);
  await page.getByRole('option', { name: place.home.regionName, exact: true }).click();
  await filters.getByRole('combobox', { name: 'Species' }).selectOption({ label: place.fish.name });
  await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
  // The segmented control's radios are drawn by their labels.
  await filters.locator('label', { hasText: 'Monthly' }).click();
  await expect(filters.getByRole('radio', { name: 'Monthly' })).toBeChecked();

  const card = page.getByRole('article', { name: tournament.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Entrance fee: Free');
  await expect(card).toContainText('Prize: $500.00');

  // Another region's tournaments only: this one is not among them.
  await filters.getByRole('combobox', { name: 'Region' }).fill(place.elsewhere.regionName);
  await page.getByRole('option', { name: place.elsewhere.regionName, exact: true }).click();
  await expect(card).toHaveCount(0);

  // Its card leads to its page.
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await page.goto(`/tournament?tournament=${tournament.path.split('/').at(-1)}`);
  const shared = page.getByRole('dialog', { name: 'Shared tournament' });
  await expect(shared.getByRole('article', { name: tournament.name })).toBeVisible();
  await shared.getByRole('link', { name: 'Open the tournament' }).click();
  await expect(page).toHaveURL(tournament.path);
  await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
});

test('a guest who tries to join is invited to sign in @both', async ({ page, request }) => {
  const place = await catalogue(request);
  const organiser = await register(request, 'Organiser', place.home.localityUUID);
  const tournament = await publish(request, organiser, place);

  await openTournament(page, tournament.path, tournament.name);
  await expect(page.getByRole('timer').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel tournament' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join tournament' }).click();
  const invitation = page.getByRole('dialog', { name: 'Join Tightlines' });
  await expect(invitation.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('an angler of the region joins a free tournament at once', async ({ page, request }) => {
  const place = await catalogue(request);
  const organiser = await register(request, 'Organiser', place.home.localityUUID);
  const angler = await register(request, 'Angler', place.home.localityUUID);
  const tournament = await publish(request, organiser, place);

  await signInThroughForm(page, angler.email, PASSWORD);
  await openTournament(page, tournament.path, tournament.name);
  await joinThroughDialog(page, 'Join tournament', 'Join');
  await expect(page.getByText('Tournament joined or created successfully')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText("You're in: joined")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join tournament' })).toHaveCount(0);
  // A member sees who joined.
  await expect(page.getByRole('region', { name: 'Members' })).toContainText('1 angler joined');
});

test('an angler elsewhere is told the tournament is not in their locality, and has no organiser actions', async ({
  page,
  request,
}) => {
  const place = await catalogue(request);
  const organiser = await register(request, 'Organiser', place.home.localityUUID);
  const angler = await register(request, 'Faraway', place.elsewhere.localityUUID);
  const tournament = await publish(request, organiser, place);

  await signInThroughForm(page, angler.email, PASSWORD);
  await openTournament(page, tournament.path, tournament.name);
  await expect(page.getByRole('group', { name: 'Organiser actions' })).toHaveCount(0);
  for (const action of ['Finish tournament', 'Cancel tournament', 'Delete tournament']) {
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }
  const dialog = await joinThroughDialog(page, 'Join tournament', 'Join');
  await expect(dialog.getByRole('alert')).toHaveText(
    "We're sorry. This tournament is not available in your locality",
  );
});

test('an angler of the region joins a paid tournament by paying with the test card', async ({
  page,
  request,
}) => {
  const place = await catalogue(request);
  const organiser = await register(request, 'Organiser', place.home.localityUUID);
  const angler = await register(request, 'Payer', place.home.localityUUID);
  const tournament = await publish(request, organiser, place, { entranceFee: 25 });

  await signInThroughForm(page, angler.email, PASSWORD);
  await openTournament(page, tournament.path, tournament.name);
  await joinThroughDialog(page, 'Join for $25.00', 'Pay $25.00 and join');
  await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: 'Secure checkout', level: 1 })).toBeVisible();
  await fillCard(page, SUCCESS_CARD);
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page.getByText('Your request has been approved')).toBeVisible();
  await page.getByRole('link', { name: 'Back to what you were buying' }).click();
  await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
  await expect(page.getByText("You're in: joined")).toBeVisible();
});

test('the organiser cancels a paid tournament after confirming, and its entrant sees the refund in Payments', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two people in two browsers, each signing in.
  test.slow();
  const place = await catalogue(request);
  const organiser = await register(request, 'Organiser', place.home.localityUUID);
  const entrant = await register(request, 'Entrant', place.home.localityUUID);
  const tournament = await publish(request, organiser, place, { entranceFee: 10 });
  // An entrant who has paid: the entry exists once the verified payment event has been handled.
  const joined = await request.post(`/api/tournaments/${tournament.uuid}/join`, {
    headers: entrant.auth,
    data: { acceptedTerms: true },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await payCheckout(request, ((await joined.json()).result as { checkoutUrl: string }).checkoutUrl);
  await expect
    .poll(async () => {
      const detail = await request.get(`/api/tournaments/${tournament.uuid}`, { headers: entrant.auth });
      return ((await detail.json()).result as { userIsJoined: boolean }).userIsJoined;
    })
    .toBe(true);

  await signInThroughForm(page, organiser.email, PASSWORD);
  await openTournament(page, tournament.path, tournament.name);
  // Changing one's mind asks nothing of the server.
  await page.getByRole('button', { name: 'Cancel tournament' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this tournament?' });
  await expect(confirm).toContainText('Every paid entry will be refunded in full.');
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel tournament' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel tournament' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this tournament?' })
    .getByRole('button', { name: 'Cancel tournament' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Tournament canceled correctly.' })).toContainText(
    'Every paid entry has been refunded in full.',
  );
  await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel tournament' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Join/ })).toHaveCount(0);

  // The entrant, in a browser of their own, finds the refund beside the payment.
  const entrantContext = await browser.newContext({ baseURL });
  const entrantPage = await entrantContext.newPage();
  await signInThroughForm(entrantPage, entrant.email, PASSWORD);
  await entrantPage.goto('/my_profile?tab=payments');
  const refund = entrantPage.getByRole('listitem', {
    name: `Refund: ${tournament.name}: entry`,
    exact: true,
  });
  await expect(refund).toBeVisible();
  await expect(refund).toContainText('$10.00');
  await expect(
    entrantPage.getByRole('listitem', { name: `${tournament.name}: entry`, exact: true }),
  ).toBeVisible();
  await entrantContext.close();
});

test('an entrant leaves a paid tournament before its start and is refunded once, as the rule said', async ({
  page,
  request,
}) => {
  const place = await catalogue(request);
  const organiser = await register(request, 'Organiser', place.home.localityUUID);
  const entrant = await register(request, 'Leaver', place.home.localityUUID);
  // It starts in two days; a full refund until one day before.
  const tournament = await publish(request, organiser, place, { entranceFee: 15, refundDaysBeforeStart: 1 });
  const joined = await request.post(`/api/tournaments/${tournament.uuid}/join`, {
    headers: entrant.auth,
    data: { acceptedTerms: true },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await payCheckout(request, ((await joined.json()).result as { checkoutUrl: string }).checkoutUrl);
  await expect
    .poll(async () => {
      const detail = await request.get(`/api/tournaments/${tournament.uuid}`, { headers: entrant.auth });
      return ((await detail.json()).result as { userIsJoined: boolean }).userIsJoined;
    })
    .toBe(true);

  await signInThroughForm(page, entrant.email, PASSWORD);
  await openTournament(page, tournament.path, tournament.name);
  await expect(page.getByText("You're in: joined")).toBeVisible();
  await page.getByRole('button', { name: 'Leave tournament' }).click();
  const confirm = page.getByRole('dialog', { name: `Leave ${tournament.name}?` });
  await expect(confirm).toContainText('Your $15.00 entrance fee will be refunded in full.');
  await expect(confirm).toContainText('(1 day before the start)');
  await confirm.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(
    page.getByText('You left the tournament. $15.00 is refunded: an e-mail confirms it.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  // Out of it: the join button is back, with the rule stated before paying again.
  await expect(page.getByRole('button', { name: 'Join for $15.00' })).toBeVisible();
  await expect(page.getByText(/^Full refund of the entrance fee if you leave until /)).toBeVisible();
  await expect(page.getByText("You're in: joined")).toHaveCount(0);

  // One refund in Payments, beside the payment.
  await page.goto('/my_profile?tab=payments');
  await expect(
    page.getByRole('listitem', { name: `Refund: ${tournament.name}: entry`, exact: true }),
  ).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: `${tournament.name}: entry`, exact: true })).toBeVisible();
});

const ENGLISH = Object.entries(tournamentsEn as Record<string, string>)
  .filter(([key, text]) => (tournamentsEs as Record<string, string>)[key] !== text)
  .map(([, text]) => text.split('{')[0]!.trim())
  // "Rules" is also in a rule set's own name (Jungle Rules), and "Members" in a club-only tournament's
  // (the demo world's Billfish Club Members Derby): data, not the app's words.
  .filter((text) => text.length >= 4 && text !== 'Rules' && text !== 'Members');

async function expectNoEnglish(scope: Locator) {
  const shown = (await scope.allInnerTexts()).join(' ').replace(/\s+/g, ' ');
  const leftovers = ENGLISH.filter((sentence) =>
    new RegExp(`(^|[^\\p{L}])${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(
      shown,
    ),
  );
  expect(leftovers, `English left in: ${shown.slice(0, 300)}`).toEqual([]);
}

test('a Spanish guest reads the list and a tournament in Spanish', async ({ page, request, baseURL }) => {
  test.slow();
  const place = await catalogue(request);
  const organiser = await register(request, 'Organiser', place.home.localityUUID);
  const tournament = await publish(request, organiser, place, { entranceFee: 15 });
  // The guest's language choice, as the footer's switch keeps it.
  await page.context().addCookies([{ name: 'tl_ui_lang', value: 'es', url: baseURL! }]);

  await page.goto('/tournament');
  await expect(page.getByRole('heading', { level: 1, name: 'Torneos' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filtros' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 2 * APP_START_TIMEOUT_MS });
  await expectNoEnglish(page.getByRole('main'));

  await page.goto(tournament.path);
  await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Inscribirme por 15,00\sUS\$$/ })).toBeVisible();
  await expect(page.getByRole('timer').first()).toBeVisible();
  await expectNoEnglish(page.getByRole('main'));
});

/** A 1×1 PNG uploaded as `user`'s picture; answers its storage key. */
async function uploadPicture(request: APIRequestContext, user: { auth: Record<string, string> }) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const ticket = await request.post('/api/media/uploads', {
    headers: user.auth,
    data: { purpose: 'picture', contentType: 'image/png', size: png.length },
  });
  expect(ticket.status(), await ticket.text()).toBe(200);
  const { key, uploadUrl } = (await ticket.json()).result as { key: string; uploadUrl: string };
  const put = await request.put(uploadUrl, { data: png, headers: { 'content-type': 'image/png' } });
  expect(put.status()).toBe(204);
  return key;
}

test.describe('sharing a tournament (issue 35)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a signed-in angler shares a tournament from its page, and its link previews it without JavaScript @both', async ({
    page,
    request,
  }) => {
    const place = await catalogue(request);
    const organiser = await register(request, 'Organiser', place.home.localityUUID);
    const pictureUrl = await uploadPicture(request, organiser);
    const tournament = await publish(request, organiser, place, { entranceFee: 0, pictureUrl });
    const sharer = await register(request, 'Sharer', place.home.localityUUID);
    await signInThroughForm(page, sharer.email, PASSWORD);

    await openTournament(page, tournament.path, tournament.name);
    // Where the device has no share sheet (this browser), the link is copied, shown in a toast and
    // the share recorded.
    const recorded = page.waitForResponse(
      (response) => response.url().endsWith('/api/share') && response.request().method() === 'POST',
    );
    const share = page.getByRole('button', { name: 'Share', description: tournament.name });
    await share.focus();
    await page.keyboard.press('Enter');
    const toast = page.getByRole('alert').filter({ hasText: 'Link copied' });
    await expect(toast).toBeVisible();
    const link = await toast.getByRole('textbox', { name: 'Link to the tournament' }).inputValue();
    expect(new URL(link).pathname).toBe(tournament.path);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const answer = await recorded;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      objectUUID: tournament.uuid,
      actionObjectName: 'Tournament',
      platformTypeName: 'Link',
    });

    // Pasted into a messaging app, the link is read by a crawler that runs no script: the page the
    // server answers carries the tournament's Open Graph tags, and so does the list's overlay link.
    const tagsOf = async (address: string) => {
      const html = await (await request.get(address)).text();
      return (property: string) =>
        new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;
    };
    const tag = await tagsOf(link);
    expect(tag('og:title')).toBe(tournament.name);
    expect(tag('og:url')).toBe(link);
    expect(tag('og:description')).toContain('Entrance fee: Free.');
    expect(tag('twitter:card')).toBe('summary_large_image');
    const picture = await request.get(tag('og:image')!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
    const overlay = await tagsOf(`/tournament?tournament=${tournament.path.split('/').at(-1)}`);
    expect(overlay('og:title')).toBe(tournament.name);

    // The link opens the tournament.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
  });
});
