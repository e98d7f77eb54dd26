import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostedCheckoutView } from '@tightlines/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { leaveFor } from '../leave-for';
import { CheckoutPage } from './checkout-page';

vi.mock('../leave-for', () => ({ leaveFor: vi.fn() }));

const SESSION = 'cs_local_abcdefghijklmnop';
const PATH = `/pay/api/sessions/${SESSION}`;
const RETURN = 'http://localhost/payment/return?checkout=5b1f0c1e-8c5e-4b7e-9a44-3f1d2a6b7c8d';

const view = (change: Partial<HostedCheckoutView> = {}): HostedCheckoutView => ({
  id: SESSION,
  name: 'Wahoo Cup entry',
  description: 'One angler',
  quantity: 1,
  unitAmountCents: 4_000,
  amountTotalCents: 4_000,
  currency: 'usd',
  metadata: {},
  status: 'open',
  expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  cancelUrl: `${RETURN}&cancelled=1`,
  order: {
    purpose: 'tournament_entry',
    unitAmountCents: 4_000,
    quantity: 1,
    amountCents: 4_000,
    platformFeeCents: 200,
    platformFeePercent: 5,
  },
  ...change,
});

const renderPage = () =>
  renderRoutes([{ path: '/pay/:sessionId', element: <CheckoutPage /> }], { path: `/pay/${SESSION}` });
// Labels of required fields end with an asterisk.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name} \\*$`), { selector: 'input' });

beforeEach(() => vi.mocked(leaveFor).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage', () => {
  it('shows the order, its fee breakdown and total in dollars', async () => {
    serveApi({ [`GET ${PATH}`]: () => view() });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Secure checkout' })).toBeInTheDocument();
    expect(screen.getByText('Wahoo Cup entry')).toBeInTheDocument();
    expect(screen.getByText('Tournament entry')).toBeInTheDocument();
    expect(screen.getByText('Platform fee (5%), included')).toBeInTheDocument();
    expect(screen.getByText('$2.00')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$40.00');
    expect(screen.getByRole('button', { name: 'Pay $40.00' })).toBeInTheDocument();
  });

  it('checks the card next to each field before sending anything, grouping the number as typed', async () => {
    const fetch = serveApi({ [`GET ${PATH}`]: () => view() });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Card number/ }), '4242424242424241');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4241');
    await userEvent.type(field('Expiry date'), '1020');
    expect(field('Expiry date')).toHaveValue('10/20');
    await userEvent.type(field('CVC'), '1a2');
    expect(field('CVC')).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $40.00' }));

    expect(field('Card number')).toHaveAccessibleDescription('Your card number is invalid.');
    expect(field('Expiry date')).toHaveAccessibleDescription("Your card's expiration date is in the past.");
    expect(field('CVC')).toHaveAccessibleDescription(
      "Your card's security code is incomplete. 3 or 4 digits on the back of the card",
    );
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('says why a card is declined, keeps what was typed, and pays on retry once', async () => {
    let attempts = 0;
    const fetch = serveApi({
      [`GET ${PATH}`]: () => view(),
      [`POST ${PATH}/pay`]: ({ body }) => {
        attempts += 1;
        const number = (body as { card: { number: string } }).card.number;
        if (number === '4000000000009995') {
          return refusal(402, 'cardInsufficientFunds', { reason: 'insufficient_funds' });
        }
        if (number === '4000000000000002') {
          return refusal(402, 'paymentDeclined', { reason: 'card_declined' });
        }
        return { status: 'complete', redirectUrl: RETURN };
      },
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Card number/ }), '4000000000009995');
    await userEvent.type(field('Expiry date'), '1230');
    await userEvent.type(field('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $40.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(field('Expiry date')).toHaveValue('12/30');

    await userEvent.clear(field('Card number'));
    await userEvent.type(field('Card number'), '4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $40.00' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'));

    await userEvent.clear(field('Card number'));
    await userEvent.type(field('Card number'), '4242424242424242');
    const pay = screen.getByRole('button', { name: 'Pay $40.00' });
    await userEvent.click(pay);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(RETURN));
    // Pending until the browser has left: a second click sends nothing more.
    await userEvent.click(pay);
    expect(attempts).toBe(3);
    expect(fetch.mock.calls.at(-1)?.[1]?.body).toBe(
      JSON.stringify({
        method: 'card',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      }),
    );
  }, 20_000);

  it('says a paid or expired session can no longer be paid', async () => {
    serveApi({ [`GET ${PATH}`]: () => view({ status: 'expired' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tightlines' })).toHaveAttribute(
      'href',
      `${RETURN}&cancelled=1`,
    );
  });

  it('answers an unknown session with nothing of anyone', async () => {
    serveApi({ [`GET ${PATH}`]: () => refusal(404, 'notFound') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This checkout does not exist' })).toBeInTheDocument();
  });
});
