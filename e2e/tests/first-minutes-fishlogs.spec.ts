import type { Page } from '@playwright/test';
import { APP_START_TIMEOUT_MS, expect, scrollToFeedCard, signInThroughForm, test } from '../fixtures';
import { HOUR, logSession, registerAngler } from '../api';

const PASSWORD = 'a quiet reef at dawn';
const DAY = 24 * HOUR;

const sessionCards = (page: Page) => page.getByRole('article', { name: /^Session of / });

test.describe('My Fishlogs never hides real sessions', () => {
  test('the range in use is shown, all sessions are one tap away, and any dates can be picked @both', async ({
    page,
    request,
  }) => {
    const { email, auth } = await registerAngler(request, 'Ranger');
    const recent = new Date(Date.now() - 3 * HOUR);
    await logSession(request, auth, recent);
    // More than a year before the last day fished, and a mistyped year: hidden by the default range.
    await logSession(request, auth, new Date(Date.now() - 400 * DAY));
    await logSession(request, auth, new Date('2020-03-10T14:00:00.000Z'));

    await signInThroughForm(page, email, PASSWORD);
    await page.goto('/my_fish_logs');
    await expect(page.getByRole('heading', { name: 'My Fishlogs', level: 1 })).toBeVisible();
    const shown = page.getByTestId('sessions-range');
    await expect(shown).toContainText('Your last year of fishing:');
    await expect(sessionCards(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'All my sessions' }).click();
    await expect(shown).toHaveText('All your sessions');
    await expect(sessionCards(page)).toHaveCount(3);
    await expect(page).toHaveURL(/sessions=all/);

    // The calendar range picker: March 2020, from the 1st to the 31st.
    await page.getByRole('button', { name: 'Dates' }).click();
    await page.getByRole('button', { name: 'Choose another month' }).click();
    await page.getByRole('button', { name: 'Choose another year' }).click();
    await page.getByRole('button', { name: '2020', exact: true }).click();
    await page.getByRole('button', { name: 'Mar', exact: true }).click();
    await page.getByRole('button', { name: '1 March 2020', exact: true }).click();
    await page.getByRole('button', { name: '31 March 2020', exact: true }).click();
    await expect(shown).toHaveText('Sessions from Mar 1, 2020 to Mar 31, 2020');
    await expect(sessionCards(page)).toHaveCount(1);
    await expect(sessionCards(page)).toContainText('2020');

    // The range survives a reload, and the default is one tap away.
    await page.reload();
    await expect(shown).toHaveText('Sessions from Mar 1, 2020 to Mar 31, 2020');
    await expect(page.getByRole('button', { name: 'Dates' })).toContainText('Mar 1, 2020 – Mar 31, 2020');
    await page.getByRole('button', { name: 'Last year of fishing' }).click();
    await expect(shown).toContainText('Your last year of fishing:');
    await expect(sessionCards(page)).toHaveCount(1);

    // No horizontal scrolling at 375 px with the range bar and the calendar's input.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('Weather and measures read in the reader units', () => {
  test('guests read the default units; after choosing inches, kilograms and Fahrenheit every screen follows', async ({
    page,
    request,
  }) => {
    // Five screens and a profile edit, each a full page load: longer than one screen's journey.
    test.slow();
    const { email, auth } = await registerAngler(request, 'Units');
    const sessionId = await logSession(request, auth, new Date(Date.now() - 3 * HOUR), {
      waterTempC: 27,
      windKnots: 16,
      sky: 'Sunny',
    });
    const card = page.getByRole('article', { name: /^Rita Units · / });

    // A guest: words, not field names, in centimetres, pounds and Celsius.
    await page.goto('/');
    // The prerendered home page shows no sessions until the app has started (slow on a busy machine).
    await scrollToFeedCard(page, card);
    await expect(card).toBeVisible({ timeout: APP_START_TIMEOUT_MS });
    await expect(card.getByTestId('session-weather')).toHaveText('Weather: Sunny · wind 16 kn · water 27°C');
    await card.getByRole('button', { name: 'Log details' }).click();
    await expect(card.getByRole('row').nth(1)).toContainText('100 cm');
    await expect(card.getByRole('row').nth(1)).toContainText('10 lb');

    // The angler picks inches and kilograms in the profile, and Fahrenheit on its own (issue 31:
    // inches no longer imply it); the profile says what that means.
    await signInThroughForm(page, email, PASSWORD);
    await page.goto('/my_profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit profile' });
    await editor.getByRole('radio', { name: 'Inches' }).check();
    await editor.getByRole('radio', { name: 'Kilograms' }).check();
    await expect(editor.getByRole('radio', { name: 'Celsius' })).toBeChecked();
    await editor.getByRole('radio', { name: 'Fahrenheit' }).check();
    await editor.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('User edit was successful')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(
      page.getByText('Lengths in inches, weights in kilograms, temperatures in Fahrenheit, speeds in knots'),
    ).toBeVisible();

    // The feed.
    await page.goto('/');
    await scrollToFeedCard(page, card);
    await expect(card).toBeVisible({ timeout: APP_START_TIMEOUT_MS });
    await expect(card.getByTestId('session-weather')).toHaveText('Weather: Sunny · wind 16 kn · water 81°F');
    await card.getByRole('button', { name: 'Log details' }).click();
    await expect(card.getByRole('row').nth(1)).toContainText('39.4 in');
    await expect(card.getByRole('row').nth(1)).toContainText('4.5 kg');

    // The session's own page (a shared link).
    await page.goto(`/?session=${Buffer.from(sessionId).toString('base64')}`);
    const detail = page.getByRole('dialog', { name: 'Shared fishing session' });
    await expect(detail.getByTestId('session-weather')).toHaveText(
      'Weather: Sunny · wind 16 kn · water 81°F',
    );

    // My Fishlogs: the card and its breakdown.
    await page.goto('/my_fish_logs');
    const mine = page.getByRole('article', { name: /^Session of / });
    await expect(mine.getByTestId('session-weather')).toHaveText('Weather: Sunny · wind 16 kn · water 81°F');
    await mine.getByRole('button', { name: 'Breakdown' }).click();
    await expect(mine.getByRole('listitem', { name: 'Fish 1' })).toContainText('39.4 in · 4.5 kg');
  });
});
