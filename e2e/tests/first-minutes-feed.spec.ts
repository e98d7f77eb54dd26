import type { Page } from '@playwright/test';
import { APP_START_TIMEOUT_MS, expect, signInThroughForm, test } from '../fixtures';

/**
 * Issue 18, points 5 and 11 (the home feed): the demo world fills a guest's week, the feed loads
 * the next page by itself as its end comes into view and says when it has ended, a sign-in never
 * leaves it in the guests' 7-day mode, it goes by fishing date, and sharing copies a link with a
 * toast (or shows it to copy by hand).
 */

const feedOf = (page: Page) => page.getByRole('region', { name: 'Latest fishing sessions' });

/**
 * Scrolls to the bottom as a reader does, until `done` shows, never touching "Load more". Each next
 * page loads as the reader nears the end, so it looks again soon after each scroll.
 */
async function scrollUntil(page: Page, done: () => Promise<void>): Promise<void> {
  const cards = feedOf(page).getByRole('article');
  await expect(async () => {
    // To the feed's last card, wherever the page ends below it: the next page loads as the list's
    // end comes into view (the week may hold more cards than the demo's own, and a phone's are tall).
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await done();
  }).toPass({ timeout: 60_000, intervals: [100] });
}

test('a guest scrolls through a full week of demo sessions, loaded by themselves, to the end', async ({
  page,
}) => {
  // Loads page after page of the week, however many the run's other journeys added to it.
  test.slow();
  await page.goto('/');
  const feed = feedOf(page);
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: APP_START_TIMEOUT_MS });
  // The keyboard way to load more is offered.
  await expect(feed.getByRole('button', { name: 'Load more sessions' })).toBeVisible();
  // The first page comes whole; the next waits for the reader to near its end.
  await expect(feed.getByRole('article')).toHaveCount(10);

  const end = feed.getByText('You have seen every session of the last 7 days.');
  await scrollUntil(page, () => expect(end).toBeVisible({ timeout: 1_000 }));
  // The demo world keeps at least 30 sessions in the last 7 days, whenever the server started.
  expect(await feed.getByRole('article').count()).toBeGreaterThanOrEqual(30);
  await expect(feed.getByRole('button', { name: 'Load more sessions' })).toHaveCount(0);
  // Varied: several boats, and videos.
  await expect(feed.getByText(/Sea Vega/).first()).toBeVisible();
  await expect(feed.getByText(/Reel Deal/).first()).toBeVisible();
  expect(await feed.getByLabel(/Video 1/).count()).toBeGreaterThan(0);
});

test('the feed is the signed-in reader’s after signing in, not the guests’ week', async ({ page }) => {
  // The guest's feed is read first, then the Captain signs in (unlimited dates: older sessions too).
  await page.goto('/');
  await expect(feedOf(page).getByRole('article').first()).toBeVisible({ timeout: APP_START_TIMEOUT_MS });
  await signInThroughForm(page, 'captain@demo.tightlines.app', 'tightlines-demo');

  const feed = feedOf(page);
  await expect(feed.getByRole('article').first()).toBeVisible();
  // More than the guests' week holds (32): the demo world's four months of history.
  await scrollUntil(page, async () => expect(await feed.getByRole('article').count()).toBeGreaterThan(40));
  await expect(feed.getByText('You have seen every session of the last 7 days.')).toHaveCount(0);
});

test.describe('signed in as a Captain', () => {
  test.use({ signedInAs: 'captain' });

  test('the feed goes by fishing date: a trip logged now for five days ago sits among its days', async ({
    page,
  }) => {
    const start = new Date(Date.now() - 5 * 86_400_000);
    const logged = await page.request.post('/api/sessions', {
      headers: { 'x-tightlines-csrf': '1' },
      data: {
        startDatetime: start.toISOString(),
        finishDatetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        fishingStyle: 'Nearshore',
        logs: [],
      },
    });
    expect(logged.status(), await logged.text()).toBe(200);
    const uuid = (await logged.json()).result.UUID as string;

    // Every page of the feed, as the app reads it.
    const starts: { uuid: string; start: number }[] = [];
    let cursor: string | null = null;
    do {
      const response = await page.request.get(
        `/api/sessions/home?limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const result = (await response.json()).result as {
        items: { UUID: string; StartDatetime: string }[];
        nextCursor: string | null;
      };
      starts.push(
        ...result.items.map((item) => ({ uuid: item.UUID, start: Date.parse(item.StartDatetime) })),
      );
      cursor = result.nextCursor;
    } while (cursor);
    const position = starts.findIndex((item) => item.uuid === uuid);
    expect(position).toBeGreaterThan(0);
    expect(starts.map((item) => item.start)).toEqual(starts.map((item) => item.start).sort((a, b) => b - a));

    // On screen it sits at that place too, among the sessions of its days, not on top.
    await page.goto('/');
    const feed = feedOf(page);
    await expect(feed.getByRole('article').first()).toBeVisible({ timeout: APP_START_TIMEOUT_MS });
    await scrollUntil(page, async () =>
      expect(await feed.getByRole('article').count()).toBeGreaterThan(position),
    );
    await expect(feed.getByRole('article').nth(position)).toHaveAccessibleName(/^Carla Vega · /);
  });

  test.describe('with the clipboard allowed', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('sharing copies the link and says so in a toast, no modal to dismiss', async ({ page }) => {
      await page.goto('/');
      const card = feedOf(page).getByRole('article').first();
      await expect(card).toBeVisible({ timeout: APP_START_TIMEOUT_MS });
      await card.getByRole('button', { name: 'Share' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Link copied' });
      await expect(toast).toBeVisible();
      const link = await toast.getByRole('textbox', { name: 'Link to the session' }).inputValue();
      expect(link).toMatch(/\?session=/);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The feed stays usable under the toast.
      await expect(card.getByRole('button', { name: 'Share' })).toBeEnabled();

      await page.goto(link);
      await expect(
        page.getByRole('dialog', { name: 'Shared fishing session' }).getByRole('article'),
      ).toBeVisible();
    });
  });

  test('sharing where the clipboard is refused shows the link selected to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await page.goto('/');
    const card = feedOf(page).getByRole('article').first();
    await expect(card).toBeVisible({ timeout: APP_START_TIMEOUT_MS });
    await card.getByRole('button', { name: 'Share' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Copy this link to share the session' });
    await expect(toast).toBeVisible();
    const box = toast.getByRole('textbox', { name: 'Link to the session' });
    await box.focus();
    const selected = await box.evaluate((input: HTMLInputElement) =>
      input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
    );
    expect(selected).toMatch(/^http.*\?session=/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
