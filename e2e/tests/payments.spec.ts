import type { APIRequestContext, Page } from '@playwright/test';
import { PAID_ENTRY_FEE, paidTournament, PASSWORD, registerAngler } from '../api';
import { fillCard } from '../checkout';
import { expect, signInThroughForm, test } from '../fixtures';

/**
 * Paying for a tournament entry through the real pages: the local hosted checkout (/pay/<id>), the
 * page the payer returns to, and My Profile → Payments. Each journey has its own organiser, paid
 * tournament and payer, made through the API, so journeys running side by side share nothing.
 */

const ENTRY_FEE = PAID_ENTRY_FEE;

/**
 * A fresh angler asks to join the paid tournament (which answers the hosted checkout's URL), then
 * signs in in the browser as a payer would be. Answers the checkout's address.
 */
async function payerAtCheckout(page: Page, request: APIRequestContext, tournamentName: string) {
  const tournamentId = await paidTournament(request, tournamentName);
  const payer = await registerAngler(request, 'Payer');
  const joined = await request.post(`/api/tournaments/${tournamentId}/join`, {
    headers: payer.auth,
    data: { acceptedTerms: true },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const { checkoutUrl } = (await joined.json()).result as { checkoutUrl: string };
  expect(checkoutUrl).toMatch(/\/pay\/cs_local_/);
  await signInThroughForm(page, payer.email, PASSWORD);
  await page.goto(new URL(checkoutUrl).pathname);
  await expect(page.getByRole('heading', { name: 'Secure checkout', level: 1 })).toBeVisible();
  return { tournamentId, payer };
}

const payButton = (page: Page) => page.getByRole('button', { name: `Pay $${ENTRY_FEE}.00` });

async function expectApproved(page: Page, tournamentId: string) {
  await expect(page).toHaveURL(/\/payment\/return\?checkout=/);
  await expect(page.getByText('Your request has been approved')).toBeVisible();
  // The local checkout takes test money, and the return page says so (issue 32).
  await expect(page.getByText('Paid on the test checkout: no real money moved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to what you were buying' })).toHaveAttribute(
    'href',
    // The tournament's own address: its id encoded as the tournament page reads it.
    `/tournament/${Buffer.from(tournamentId).toString('base64url')}`,
  );
}

test.describe('paying a tournament entry', () => {
  test('the success card is approved, and the payment shows with its receipt in My Profile → Payments @both', async ({
    page,
    request,
  }) => {
    const { tournamentId } = await payerAtCheckout(page, request, 'Sailfish Pay Cup');
    await expect(page.getByText('Sailfish Pay Cup').first()).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(`$${ENTRY_FEE}.00`);
    // The order summary and the card form fit a phone's width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await fillCard(page, '4242424242424242');
    await expect(page.getByRole('textbox', { name: /^Card number/ })).toHaveValue('4242 4242 4242 4242');
    await payButton(page).click();
    await expectApproved(page, tournamentId);

    await page.getByRole('link', { name: 'See my payments' }).click();
    await expect(page).toHaveURL(/\/my_profile\?tab=payments/);
    const row = page.getByRole('listitem', { name: 'Sailfish Pay Cup: entry' });
    await expect(row).toBeVisible();
    await expect(row.getByText(`$${ENTRY_FEE}.00`)).toBeVisible();
    await expect(row.getByText('Complete')).toBeVisible();
    await expect(row.getByText('Test money')).toBeVisible();
    await row.getByRole('button', { name: 'Receipt for Sailfish Pay Cup: entry' }).click();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    await expect(receipt.getByRole('row', { name: /Payment method\s*Credit card/ })).toBeVisible();
    await expect(receipt.getByRole('row', { name: /Confirmation number\s*pi_local_/ })).toBeVisible();
    await receipt.getByRole('button', { name: 'Close' }).click();
    await expect(receipt).toBeHidden();
  });

  test('a declined card says so, and a retry with the success card is approved', async ({
    page,
    request,
  }) => {
    const { tournamentId } = await payerAtCheckout(page, request, 'Declined Then Paid Cup');
    await fillCard(page, '4000000000000002');
    await payButton(page).click();
    await expect(page.getByRole('alert', { name: 'Payment not completed' })).toContainText(
      'Your card was declined.',
    );
    await expect(page).toHaveURL(/\/pay\/cs_local_/);

    await fillCard(page, '4000000000009995');
    await payButton(page).click();
    await expect(page.getByRole('alert', { name: 'Payment not completed' })).toContainText(
      'Your card has insufficient funds.',
    );

    await fillCard(page, '4242424242424242');
    await payButton(page).click();
    await expectApproved(page, tournamentId);
  });

  test('paying with the wallet is approved', async ({ page, request }) => {
    const { tournamentId } = await payerAtCheckout(page, request, 'Wallet Cup');
    await page.getByRole('button', { name: 'Pay with wallet' }).click();
    await expectApproved(page, tournamentId);
    await page.goto('/my_profile?tab=payments');
    const row = page.getByRole('listitem', { name: 'Wallet Cup: entry' });
    await row.getByRole('button', { name: /^Receipt for/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Receipt' }).getByRole('row', { name: /Payment method\s*Wallet/ }),
    ).toBeVisible();
  });

  test('Cancel, once confirmed, takes nothing and says the request has been cancelled', async ({
    page,
    request,
  }) => {
    await payerAtCheckout(page, request, 'Cancelled Cup');
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this payment?' });
    await confirm.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page).toHaveURL(/\/payment\/return\?checkout=.*&cancelled=1/);
    await expect(page.getByText('Your request has been cancelled')).toBeVisible();

    await page.goto('/my_profile?tab=payments');
    await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
  });
});

test('an organiser sees the entries and money of their own paid tournament in My Profile → Payments', async ({
  page,
  request,
}) => {
  const organiser = await registerAngler(request, 'Organiser');
  const tournamentId = await paidTournament(request, 'Organiser Money Cup', organiser);
  // An angler enters and pays with the wallet through the hosted checkout's own calls.
  const payer = await registerAngler(request, 'Payer');
  const joined = await request.post(`/api/tournaments/${tournamentId}/join`, {
    headers: payer.auth,
    data: { acceptedTerms: true },
  });
  const { checkoutUrl } = (await joined.json()).result as { checkoutUrl: string };
  const paid = await request.post(
    `/pay/api/sessions/${new URL(checkoutUrl).pathname.split('/').at(-1)}/pay`,
    {
      data: { method: 'wallet' },
    },
  );
  expect(paid.status(), await paid.text()).toBe(200);
  // The payer's return page settles the checkout from the payment platform's record.
  const checkoutId = new URL(
    ((await paid.json()).result as { redirectUrl: string }).redirectUrl,
  ).searchParams.get('checkout');
  const settled = await request.get(`/api/payments/checkouts/${checkoutId}`, { headers: payer.auth });
  expect(((await settled.json()).result as { outcome: string }).outcome).toBe('approved');

  await signInThroughForm(page, organiser.email, PASSWORD);
  await page.goto('/my_profile?tab=payments');
  await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
  const money = page.getByRole('region', { name: 'Organiser' });
  const row = money.getByRole('row', { name: /Organiser Money Cup/ });
  await expect(row.getByRole('cell')).toHaveText([
    /Organiser Money Cup/,
    '1',
    '$25.00',
    '$0.00',
    '$0.00',
    '$25.00',
  ]);
  // Taken by the local test checkout: the figures say they are test money (issue 32).
  await expect(row.getByText('Test money')).toBeVisible();
  await expect(money.getByRole('note')).toContainText('No real money moved.');
  await expect(row.getByRole('link', { name: 'Organiser Money Cup' })).toHaveAttribute(
    'href',
    // The tournament's own address: its id encoded as the tournament page reads it.
    `/tournament/${Buffer.from(tournamentId).toString('base64url')}`,
  );
});

test('a guest with the checkout link sees the order and can pay; the return page asks them to sign in', async ({
  page,
  request,
}) => {
  const tournamentId = await paidTournament(request, 'Guest Link Cup');
  const payer = await registerAngler(request, 'Payer');
  const joined = await request.post(`/api/tournaments/${tournamentId}/join`, {
    headers: payer.auth,
    data: { acceptedTerms: true },
  });
  const { checkoutUrl } = (await joined.json()).result as { checkoutUrl: string };
  await page.goto(new URL(checkoutUrl).pathname);
  await expect(page.getByRole('heading', { name: 'Secure checkout', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(`$${ENTRY_FEE}.00`);
  await page.getByRole('button', { name: 'Pay with wallet' }).click();
  await expect(page).toHaveURL(/\/payment\/return\?checkout=/);
  // The return page tells nothing of the checkout to someone not signed in.
  await expect(page.getByRole('heading', { name: 'Sign in to see your payment' })).toBeVisible();
  await expect(page.getByText('Guest Link Cup')).toHaveCount(0);
});
