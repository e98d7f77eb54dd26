import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Stripe's test card that always succeeds (the local checkout behaves the same). */
export const SUCCESS_CARD = '4242424242424242';

/** Types a card on the local hosted checkout page (/pay/<id>), as a payer would. */
export async function fillCard(page: Page, number: string) {
  const cardNumber = page.getByRole('textbox', { name: /^Card number/ });
  await cardNumber.fill('');
  await cardNumber.pressSequentially(number);
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill('12/34');
  await page.getByRole('textbox', { name: /^CVC/ }).fill('123');
}

/** Pays a local checkout with the success card through the checkout page's own API call. */
export async function payCheckout(request: APIRequestContext, checkoutUrl: string) {
  const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1)!;
  const paid = await request.post(`/pay/api/sessions/${sessionId}/pay`, {
    headers: { 'x-tightlines-csrf': '1' },
    data: { method: 'card', card: { number: SUCCESS_CARD, expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
