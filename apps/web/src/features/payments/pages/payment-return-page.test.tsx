import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutStateDto } from '@tightlines/domain';
import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { renderRoutes, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { PaymentReturnPage } from './payment-return-page';

const ID = '5b1f0c1e-8c5e-4b7e-9a44-3f1d2a6b7c8d';
const PATH = `/api/payments/checkouts/${ID}`;

const state = (outcome: CheckoutStateDto['outcome'], testMoney = false): CheckoutStateDto => ({
  id: ID,
  outcome,
  description: 'Wahoo Cup: entry',
  quantity: 1,
  amountCents: 4_000,
  currency: 'usd',
  returnPath: '/tournament/7d3c1f7e-1b9a-4c55-8f0e-2a6b7c8d9e0f',
  returnsBack: false,
  testMoney,
});

const renderAt = (search: string, polling = { intervalMs: 50, limit: 5 }) =>
  renderRoutes([{ path: '/payment/return', element: <PaymentReturnPage polling={polling} /> }], {
    path: `/payment/return${search}`,
    auth: signedInAs(),
  });

afterEach(() => vi.unstubAllGlobals());

describe('PaymentReturnPage', () => {
  it("shows a club subscription's outcome, then goes back to /myclubs by itself (spec §4 Clubs)", async () => {
    for (const outcome of ['approved', 'cancelled'] as const) {
      serveApi({
        [`GET ${PATH}`]: () => ({ ...state(outcome), returnPath: '/myclubs', returnsBack: true }),
      });
      const { unmount } = renderRoutes(
        [
          {
            path: '/payment/return',
            element: <PaymentReturnPage polling={{ intervalMs: 50, limit: 5 }} returnAfterMs={200} />,
          },
          { path: '/myclubs', element: <h1>My clubs page</h1> },
        ],
        { path: `/payment/return?checkout=${ID}`, auth: signedInAs() },
      );
      const message = outcome === 'approved' ? messages.checkoutApproved : messages.checkoutCancelled;
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText('Taking you back in a few seconds…')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'My clubs page' })).toBeInTheDocument();
      unmount();
    }
  });

  it('waits with a spinner while the payment event is on its way, then says approved', async () => {
    const answers: CheckoutStateDto['outcome'][] = ['pending', 'pending', 'approved'];
    const fetch = serveApi({ [`GET ${PATH}`]: () => state(answers.shift() ?? 'approved') });
    renderAt(`?checkout=${ID}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(await screen.findByText(messages.checkoutApproved)).toBeInTheDocument();
    expect(screen.getByText('Wahoo Cup: entry · $40.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to what you were buying' })).toHaveAttribute(
      'href',
      '/tournament/7d3c1f7e-1b9a-4c55-8f0e-2a6b7c8d9e0f',
    );
    expect(fetch.mock.calls.filter(([url]) => String(url) === PATH)).toHaveLength(3);
  });

  it('says honestly when the confirmation takes long, and asks again on request', async () => {
    let confirmed = false;
    const fetch = serveApi({ [`GET ${PATH}`]: () => state(confirmed ? 'approved' : 'pending') });
    renderAt(`?checkout=${ID}`, { intervalMs: 20, limit: 3 });
    expect(
      await screen.findByRole('heading', { name: 'Still waiting for the confirmation' }),
    ).toBeInTheDocument();
    // It stopped asking at its limit.
    expect(fetch.mock.calls.filter(([url]) => String(url) === PATH)).toHaveLength(3);
    confirmed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(messages.checkoutApproved)).toBeInTheDocument();
  });

  it('closes the checkout first when the payer came back through Cancel, then says cancelled', async () => {
    const fetch = serveApi({
      [`POST ${PATH}/cancel`]: () => state('cancelled'),
      [`GET ${PATH}`]: () => state('cancelled'),
    });
    renderAt(`?checkout=${ID}&cancelled=1`);
    expect(await screen.findByText(messages.checkoutCancelled)).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${PATH}/cancel`);
  });

  it('says test money when the payment was made on the test checkout, and nothing of it otherwise (issue 32)', async () => {
    serveApi({ [`GET ${PATH}`]: () => state('approved', true) });
    const { unmount } = renderAt(`?checkout=${ID}`);
    expect(await screen.findByText(messages.checkoutApproved)).toBeInTheDocument();
    expect(screen.getByText('Test money')).toBeInTheDocument();
    expect(screen.getByText('Paid on the test checkout: no real money moved.')).toBeInTheDocument();
    unmount();
    serveApi({ [`GET ${PATH}`]: () => state('approved', false) });
    renderAt(`?checkout=${ID}`);
    expect(await screen.findByText(messages.checkoutApproved)).toBeInTheDocument();
    expect(screen.queryByText('Test money')).not.toBeInTheDocument();
  });

  it('says a payment that came too late was refunded and granted nothing (issue 32)', async () => {
    serveApi({ [`GET ${PATH}`]: () => state('refunded', true) });
    renderAt(`?checkout=${ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment refunded' })).toBeInTheDocument();
    expect(screen.getByText(/no longer taking entrants when your payment arrived/)).toBeInTheDocument();
    expect(screen.queryByText(messages.checkoutApproved)).not.toBeInTheDocument();
    expect(screen.getByText('Test money')).toBeInTheDocument();
  });

  it('says the refund and the test money in Spanish (issue 32)', async () => {
    await activateLanguage('es');
    try {
      serveApi({ [`GET ${PATH}`]: () => state('refunded', true) });
      renderAt(`?checkout=${ID}`);
      expect(await screen.findByRole('heading', { name: 'Pago reembolsado' })).toBeInTheDocument();
      expect(screen.getByText(/ya no admitía inscripciones/)).toBeInTheDocument();
      expect(screen.getByText('Dinero de prueba')).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });

  it("shows nothing of a checkout that is not the user's (the server answers as if it did not exist)", async () => {
    serveApi({ [`GET ${PATH}`]: () => refusal(404, 'notFound') });
    renderAt(`?checkout=${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'We could not find this payment' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Wahoo/)).not.toBeInTheDocument();
  });

  it('asks nothing for an address that names no checkout', async () => {
    const fetch = serveApi({});
    renderAt('?checkout=not-a-checkout');
    expect(screen.getByRole('heading', { name: 'We could not find this payment' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
