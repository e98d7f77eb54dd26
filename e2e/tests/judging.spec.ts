import type { Locator, Page } from '@playwright/test';
import { expect, signInThroughForm, test } from '../fixtures';

/**
 * Issue 22: the demo judge judges the demo "Harbour Release Derby" (ended yesterday, five pending
 * catches on video) with the player's keys: approves two catches (one with an override note),
 * refuses one with a reason, sees the counters move (spec §4), is refused finishing while catches
 * are pending, decides the rest and finishes. The tournament page then shows the official
 * standings with the CSV and PDF, whose "verify at" page checks the CSV and the results' SHA-256;
 * the demo angler reads the refusal reason on their catch.
 * The only journey that finishes that tournament (a fresh database per run).
 */
const TOURNAMENT = '7d1e0c52-3f4a-4b8e-9a10-000000000005';
const NAME = 'Harbour Release Derby';
const CHECKLIST = [
  'The angler alone on the rod',
  'The fish and its species visible',
  'The leader touched',
  'The release',
  "The day's object code visible",
];

test.use({ signedInAs: 'judge' });

async function counter(page: Page, name: string): Promise<Locator> {
  return page.getByTestId(`counter-${name}`);
}

/** The overlay's player, focused: its keys act from there. */
async function focusPlayer(dialog: Locator) {
  const player = dialog.getByTestId('judge-player');
  await player.focus();
  return player;
}

/** Saves with S; the counters (behind the overlay) then show `pending` catches left. */
async function saveWithKey(page: Page, dialog: Locator, pending: number) {
  await focusPlayer(dialog);
  await page.keyboard.press('s');
  await expect(await counter(page, 'Pending')).toContainText(String(pending));
}

test('a judge decides catches with the keyboard, finishes, and the results are official', async ({
  page,
  browser,
  baseURL,
}) => {
  // The whole judging story in one journey (decide, refuse, finish, read the results, the angler reads).
  test.setTimeout(90_000);
  await page.goto('/judge');
  await page.getByRole('button', { name: `Judge ${NAME}` }).click();
  await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
  await expect(await counter(page, 'Pending')).toContainText('5');
  await expect(await counter(page, 'Qualified')).toContainText('0');

  // The first catch, the angler's: refused with R, the reason typed, saved with S.
  const catches = page.getByRole('list', { name: 'Catches' });
  await catches
    .getByRole('button', { name: /by Ana Mora/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Catch 1 of 5')).toBeVisible();
  await focusPlayer(dialog);
  await page.keyboard.press('Space');
  await page.keyboard.press('.');
  await page.keyboard.press(']');
  await page.keyboard.press('r');
  const reason = dialog.getByRole('textbox', { name: /Reason for refusing/ });
  await expect(reason).toBeFocused();
  await reason.fill('The leader was never touched in the video');
  await saveWithKey(page, dialog, 4);
  await expect(await counter(page, 'Qualified')).toContainText('1');
  await expect(page.getByTestId('judge-summary')).toContainText('Not released: 1');

  // The second: released with A, the checklist incomplete, so with an override note.
  await dialog.getByRole('button', { name: 'Next catch' }).click();
  await expect(dialog.getByText('Catch 2 of 5')).toBeVisible();
  await focusPlayer(dialog);
  await page.keyboard.press('a');
  await dialog
    .getByRole('textbox', { name: 'Note', exact: true })
    .fill('Code hidden by glare; seen on the backup');
  await saveWithKey(page, dialog, 3);

  // The third: released with A, every item of the checklist ticked.
  await dialog.getByRole('button', { name: 'Next catch' }).click();
  await expect(dialog.getByText('Catch 3 of 5')).toBeVisible();
  await focusPlayer(dialog);
  await page.keyboard.press('a');
  for (const item of CHECKLIST) await dialog.getByRole('checkbox', { name: item }).check();
  await saveWithKey(page, dialog, 2);
  await expect(await counter(page, 'Qualified')).toContainText('3');
  await expect(page.getByTestId('judge-summary')).toContainText('Released: 2');
  await page.getByRole('button', { name: 'Close the catch' }).click();

  // Finishing with catches pending is refused, in words.
  await page.getByRole('main').getByRole('button', { name: 'Finish judging' }).click();
  await page
    .getByRole('dialog', { name: 'Finish judging?' })
    .getByRole('button', { name: 'Finish judging' })
    .click();
  await expect(page.getByText('2 catches are still pending. Decide them first.')).toBeVisible();

  // The other two are released through the API (not what this journey is about), then it finishes.
  const list = (await (
    await page.request.get(`/api/judging/tournaments/${TOURNAMENT}/catches?status=pending`)
  ).json()) as { result: { items: { catchId: string; decision: { version: number } }[] } };
  for (const item of list.result.items) {
    const decided = await page.request.put(
      `/api/judging/tournaments/${TOURNAMENT}/catches/${item.catchId}/decision`,
      {
        headers: { 'x-tightlines-csrf': '1' },
        data: { version: item.decision.version, released: true, evidence: [], overrideNote: 'Seen' },
      },
    );
    expect(decided.status(), await decided.text()).toBe(200);
  }
  // Nothing is pending now: the server finishes (the page's counters catch up afterwards). The
  // refused confirmation has gone first (it fades out while the refusal is already shown).
  await expect(page.getByRole('dialog', { name: 'Finish judging?' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Finish judging' }).click();
  await page
    .getByRole('dialog', { name: 'Finish judging?' })
    .getByRole('button', { name: 'Finish judging' })
    .click();
  await expect(page).toHaveURL(/\/judge$/);

  // The tournament page: the official standings, the downloads and their SHA-256.
  await page.goto(`/tournament/${TOURNAMENT}`);
  const results = page.getByRole('region', { name: 'Official results' });
  await expect(results.getByRole('table', { name: 'Boats' })).toBeVisible();
  await expect(
    results.getByRole('table', { name: 'Anglers' }).getByRole('row', { name: /Ana Mora/ }),
  ).toBeVisible();
  await expect(results.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /results\.csv$/);
  await expect(results.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /results\.pdf$/);
  await expect(results.getByTestId('results-sha256')).toHaveText(/^[0-9a-f]{64}$/);
  // The leading boat's evidence: the catch it counts, with its video and the judges' decision.
  const boats = results.getByRole('table', { name: 'Boats' });
  await boats.locator('summary').first().click();
  await boats
    .getByRole('button', { name: /^Catch 1 of / })
    .first()
    .click();
  const evidence = page.getByRole('dialog', { name: 'Evidence of a counted catch' });
  await expect(evidence.getByLabel('Video 1 of the catch')).toBeVisible();
  await expect(evidence).toContainText('Decided by');
  await page.keyboard.press('Escape');
  await expect(evidence).toHaveCount(0);

  // The address the CSV prints to verify it opens the app's check of that tournament's results
  // (issue 31): the CSV itself, picked as a file, and the SHA-256 pasted are both official.
  const sha256 = (await results.getByTestId('results-sha256').textContent())!.trim();
  const csv = await page.request.get(`/api/results/${TOURNAMENT}/results.csv`);
  const csvBytes = await csv.body();
  const verifyAt = /"verify at","([^"]+)"/.exec(csvBytes.toString('utf8'))![1]!;
  expect(new URL(verifyAt).pathname).toMatch(/^\/tournament\/[^/]+\/verify$/);
  await page.goto(new URL(verifyAt).pathname);
  await expect(page.getByRole('heading', { name: 'Check official results', level: 1 })).toBeVisible();
  await expect(page.getByText(`Official results of ${NAME}`)).toBeVisible();
  // Mantine's file input is a button over a hidden input[type=file].
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'official-results.csv', mimeType: 'text/csv', buffer: csvBytes });
  await expect(page.getByTestId('verify-answer')).toHaveText(
    `Valid: this is the official CSV of the results of ${NAME}, unchanged.`,
  );
  await page.getByRole('textbox', { name: /Or paste a SHA-256/ }).fill(sha256);
  await page.getByRole('button', { name: 'Check the SHA-256' }).click();
  await expect(page.getByTestId('verify-answer')).toHaveText(
    `Valid: this is the official results document of ${NAME}, unchanged.`,
  );

  // The angler reads the reason on their catch.
  const angler = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const anglerPage = await angler.newPage();
  await signInThroughForm(anglerPage, 'angler@demo.tightlines.app', 'tightlines-demo');
  await anglerPage.goto('/my_fish_logs');
  // Its tournament sessions (the demo world has more than one), each opened to its catches.
  const cards = anglerPage
    .getByRole('article', { name: /Session of/ })
    .filter({ hasText: 'Tournament session' });
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await card.getByRole('button', { name: 'Breakdown' }).click();
  await expect(anglerPage.getByText('The leader was never touched in the video')).toBeVisible();
  await angler.close();
});
