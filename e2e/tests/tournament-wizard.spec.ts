// The create-tournament wizard (issue 21, spec §2, §4 create flow, §5 wizard rules): a fresh
// organiser builds a paid Regional tournament through every section, meets one refusal next to its
// field, saves a draft midway, leaves, resumes it from its address, and publishes.
import { registerAngler, PASSWORD } from '../api';
import { expect, signInThroughForm, test } from '../fixtures';

/** A real 1×1 PNG for the tournament's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A day `days` from today, as a date input takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// The stepper gives way to a "Step n of 9" line on a phone: both projects.
test(
  'an organiser builds a paid regional tournament, saves a draft, resumes it from the list and publishes it',
  { tag: '@both' },
  async ({ page, request }) => {
    test.slow();
    const organiser = await registerAngler(request, `Organiser${process.pid}`);
    const regions = (await (await request.get('/api/regions')).json()).result as { regionName: string }[];
    const region = regions[0]!.regionName;
    const judge = `judge-${Date.now()}-${process.pid}@example.com`;
    const name = `Wizard Marlin Open ${Date.now()}`;
    await signInThroughForm(page, organiser.email, PASSWORD);

    await page.goto('/create_tournament');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a tournament' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Next', exact: true });

    // Name: refused empty, next to its field, then fixed; a picture uploaded with its progress.
    await next.click();
    const nameField = page.getByRole('textbox', { name: /^Tournament name/ });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please complete all required fields')).toBeVisible();
    await nameField.fill(name);
    await expect(page.getByText('Please complete all required fields')).toHaveCount(0);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose picture' }).click();
    await (await chooser).setFiles({ name: 'open.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'The tournament picture' })).toBeVisible();
    await next.click();

    // Location: Regional in one region, on the browser's time zone.
    await page.getByRole('radio', { name: /^Regional/ }).check();
    await page.getByRole('combobox', { name: /^Regions/ }).click();
    await page.getByRole('option', { name: region, exact: true }).click();
    await page.keyboard.press('Escape');
    await next.click();

    // Dates: 07:30 to 16:00 and uploads until 22:00 by default; the deadline's day follows the end's.
    await page.getByLabel(/^Start date/).fill(dayFromNow(3));
    await page.getByLabel(/^End date/).fill(dayFromNow(4));
    await expect(page.getByLabel(/^Upload deadline date/)).toHaveValue(dayFromNow(4));
    await expect(page.getByRole('combobox', { name: /^Start time/ })).toHaveValue('07:30');
    await next.click();
    await expect(page.getByRole('radio', { name: 'All members' })).toBeChecked();

    // Saved midway: the wizard stays open and its address names the draft.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    await expect(page).toHaveURL(/\/create_tournament\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('radio', { name: 'All members' })).toBeVisible();
    const draftUrl = page.url();

    // Left, then resumed from the list's drafts, with everything kept.
    await page.goto('/tournament');
    await page.getByRole('link', { name: `Resume: ${name}` }).click();
    await expect(page).toHaveURL(draftUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Continue your draft' })).toBeVisible();
    await expect(nameField).toHaveValue(name);
    await expect(page.getByText('Picture uploaded')).toBeVisible();
    await next.click();
    await expect(page.getByRole('radio', { name: /^Regional/ })).toBeChecked();
    await next.click();
    await expect(page.getByLabel(/^End date/)).toHaveValue(dayFromNow(4));
    await next.click();
    await next.click();

    // Rules, judges, species.
    await page.getByRole('radio').first().click();
    await next.click();
    const judges = page.getByRole('combobox', { name: /^Judges/ });
    await judges.fill(judge);
    await judges.press('Enter');
    await expect(page.getByText(judge)).toBeVisible();
    await next.click();
    await page.getByRole('combobox', { name: /^Species/ }).click();
    await page
      .getByRole('listbox', { name: 'Species' })
      .getByRole('option', { name: 'Atlantic sailfish' })
      .click();
    await page.keyboard.press('Escape');
    await next.click();

    // Fee: a paid entry, a prize, the terms accepted.
    await page.getByRole('textbox', { name: /^Entrance fee/ }).fill('25');
    await page.getByRole('textbox', { name: /^Prize/ }).fill('1000');
    // A paid entry states its refund rule for entrants who leave: the default until changed.
    await expect(page.getByRole('combobox', { name: /^Refund if an entrant leaves/ })).toHaveValue(
      'Full refund until 7 days before the start',
    );
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await next.click();

    // Review, then publish: the success message, then the new tournament's page.
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText('$25.00')).toBeVisible();
    await expect(page.getByText(judge)).toBeVisible();
    await page.getByRole('button', { name: 'Publish tournament' }).click();
    const success = page.getByRole('dialog').filter({ hasText: 'Tournament joined or created successfully' });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/tournament\/[A-Za-z0-9_-]{40,}$/);

    const encoded = new URL(page.url()).pathname.split('/').pop()!;
    const uuid = Buffer.from(encoded.replaceAll('-', '+').replaceAll('_', '/'), 'base64').toString();
    const published = (await (await request.get(`/api/tournaments/${uuid}`)).json()).result;
    expect(published).toMatchObject({
      Name: name,
      regionTypeName: 'Regional',
      entranceFeeCents: 2500,
      refundDaysBeforeStart: 7,
      tournamentStatus: 'Active',
    });
    expect(published.locations.map((location: { regionName: string }) => location.regionName)).toEqual([
      region,
    ]);
    expect(published.PictureUrl).not.toBeNull();
    // Published from the draft: the draft is gone.
    expect((await page.request.get(`/api/tournaments/drafts/${draftUrl.split('/').pop()}`)).status()).toBe(
      404,
    );
  },
);
