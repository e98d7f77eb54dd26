import type { Page } from '@playwright/test';
import { PAID_ENTRY_FEE, paidTournament, PASSWORD, registerAngler } from '../api';
import { fillCard, SUCCESS_CARD } from '../checkout';
import { expect, signInThroughForm, test } from '../fixtures';

/**
 * Teams (issue 38) through the real pages: a captain creates a team of three in the registration
 * wizard, registers it for a paid tournament, cancels the checkout once (the register-cancelled
 * route keeps the wizard's data), pays through the local checkout, comes back to the register
 * section and sees "team registered"; the team shows on the tournament's page, and its owner edits
 * it in My Profile. The organiser, the tournament and the crew are the journey's own, made through
 * the API; only the captain's clicks are under test.
 */

const FEE = PAID_ENTRY_FEE;

/** Letters of this run, so the crew's last names are found by name only once on a shared server. */
const RUN = Date.now()
  .toString(26)
  .replace(/[0-9]/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)
  .replace(/[a-p]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 10));

/** Finds a person by name in the team form's member search (hidden e-mails find no one) and adds them. */
async function addMember(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Members' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

/** The wizard's register section, at the checkout: the hosted page of the local driver. */
async function registerToCheckout(page: Page) {
  await page.getByRole('button', { name: 'Register team' }).click();
  await expect(page.getByRole('heading', { name: 'Secure checkout', level: 1 })).toBeVisible();
}

test('a captain creates a team of three, registers it for a paid tournament through the checkout (cancelled once, then paid), sees it on the tournament page and edits it', async ({
  page,
  request,
}) => {
  test.slow();
  const tournamentName = `Crew Cup ${Date.now()}`;
  const tournamentId = await paidTournament(request, tournamentName);
  const [skipper, deckhand, gaffer] = [`Skipper${RUN}`, `Deckhand${RUN}`, `Gaffer${RUN}`];
  const [captain] = await Promise.all([
    registerAngler(request, skipper),
    registerAngler(request, deckhand),
    registerAngler(request, gaffer),
  ]);
  await signInThroughForm(page, captain.email, PASSWORD);

  // Select team: a new one, its two members found by e-mail, one of them a Mate.
  await page.goto(`/create_tournament_team?tournament=${tournamentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Register a team' })).toBeVisible();
  await page.getByRole('button', { name: 'Create a team' }).click();
  const form = page.getByRole('region', { name: 'New team' });
  await form.getByRole('textbox', { name: 'Team name' }).fill('Reel Deal');
  await addMember(page, `Rita ${deckhand}`);
  await addMember(page, `Rita ${gaffer}`);
  await form.getByRole('combobox', { name: `Role of Rita ${gaffer}` }).click();
  await page.getByRole('option', { name: 'Mate' }).click();
  await form.getByRole('button', { name: 'Save team' }).click();
  await expect(page.getByRole('radio', { name: 'Reel Deal (3 members)' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // Info: the tournament from the link, paid at the checkout.
  await expect(page.getByTestId('team-tournament-fee')).toHaveText(
    `Entrance fee: $${FEE}.00, paid at the checkout`,
  );
  await page.getByRole('button', { name: 'Next' }).click();

  // Members: nobody marked is refused; then all three fish it.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('You must select at least one team member')).toBeVisible();
  for (const who of [`Rita ${skipper} · Captain`, `Rita ${deckhand} · Angler`, `Rita ${gaffer} · Mate`]) {
    await page.getByRole('checkbox', { name: who }).check();
  }
  await page.getByRole('button', { name: 'Next' }).click();

  // Confirm: each is verified against the tournament's locations.
  await expect(page.getByText(`Rita ${gaffer}: ready to fish`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Register, then cancel at the checkout: the register-cancelled route, the wizard's data kept.
  await registerToCheckout(page);
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this payment?' })
    .getByRole('button', { name: 'Cancel payment' })
    .click();
  await page.getByRole('link', { name: 'Back to what you were buying' }).click();
  await expect(page).toHaveURL(/\/create_tournament_team\/register_cancelled$/);
  await expect(page.getByRole('heading', { name: 'Checkout cancelled' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the registration' }).click();
  await expect(page.getByText(`Rita ${deckhand}: ready to fish`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Pay: back in the register section with the payment-success flag, registered by the verified payment.
  await registerToCheckout(page);
  await fillCard(page, SUCCESS_CARD);
  await page.getByRole('button', { name: `Pay $${FEE}.00` }).click();
  await expect(page.getByText('Your request has been approved')).toBeVisible();
  await page.getByRole('link', { name: 'Back to what you were buying' }).click();
  await expect(page).toHaveURL(/\/create_tournament_team\?payment=success$/);
  await expect(page.getByRole('heading', { name: 'team registered' })).toBeVisible();

  // The tournament's page lists the team and who fishes in it.
  await page.goto(`/tournament/${Buffer.from(tournamentId).toString('base64url')}`);
  await expect(page.getByRole('heading', { level: 1, name: tournamentName })).toBeVisible();
  const teams = page.getByRole('region', { name: 'Teams' });
  await expect(teams.getByText('Reel Deal')).toBeVisible();
  await expect(teams.getByText(`Rita ${gaffer}`)).toBeVisible();

  // Its owner edits it in My Profile: a new name.
  await page.goto('/my_profile?tab=teams');
  await page.getByRole('region', { name: 'Reel Deal' }).getByRole('button', { name: 'Edit team' }).click();
  const edit = page.getByRole('region', { name: 'Edit Reel Deal' });
  await edit.getByRole('textbox', { name: 'Team name' }).fill('Reel Deal II');
  await edit.getByRole('button', { name: 'Save team' }).click();
  await expect(page.getByText('Team saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reel Deal II' })).toBeVisible();
});
