import { Tabs } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganiserSummaryDto, TransactionDto } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { PaymentsPanel, PaymentsTab } from './payments-panel';

const payment = (n: number, change: Partial<TransactionDto> = {}): TransactionDto => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  createdAt: '2026-11-20T15:00:00.000Z',
  description: `Cup ${n}`,
  amountCents: 2_500,
  currency: 'usd',
  typeName: 'Credit',
  statusName: 'Complete',
  paymentMethod: 'Credit Card',
  paymentType: 'Tournament Subscription',
  merchantName: 'Other',
  confirmationNumber: `pi_local_${n}`,
  refundOf: null,
  testMoney: false,
  ...change,
});

const renderPanel = () =>
  renderElement(
    <Tabs value="payments">
      <Tabs.List>
        <PaymentsTab />
      </Tabs.List>
      <PaymentsPanel />
    </Tabs>,
    { path: '/my_profile?tab=payments', auth: signedInAs() },
  );

const noTournaments: OrganiserSummaryDto = { tournaments: [] };

afterEach(() => vi.unstubAllGlobals());

describe('PaymentsPanel', () => {
  it('lists payments and refunds page by page, each with its receipt', async () => {
    const fetch = serveApi({
      'GET /api/transactions': ({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? {
              items: [payment(3, { typeName: 'Debit', description: 'Cup 1', refundOf: payment(1).id })],
              nextCursor: null,
            }
          : { items: [payment(1), payment(2, { paymentMethod: 'Wallet' })], nextCursor: 'next' },
      'GET /api/payments/organiser-summary': () => noTournaments,
    });
    renderPanel();
    expect(await screen.findByRole('listitem', { name: 'Cup 1: entry' })).toHaveTextContent('$25.00');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const refund = await screen.findByRole('listitem', { name: 'Refund: Cup 1: entry' });
    expect(refund).toHaveTextContent('Refund');
    expect(refund).toHaveTextContent('−$25.00');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(String(fetch.mock.calls.find(([url]) => String(url).includes('cursor'))?.[0])).toContain(
      'cursor=next',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Receipt for Cup 2: entry' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(within(receipt).getByRole('row', { name: /Payment method\s*Wallet/ })).toBeInTheDocument();
    expect(
      within(receipt).getByRole('row', { name: /Confirmation number\s*pi_local_2/ }),
    ).toBeInTheDocument();
    // Someone who organises no paid tournament has no Organiser section.
    expect(screen.queryByRole('heading', { name: 'Organiser' })).not.toBeInTheDocument();
  }, 20_000);

  it('says what will appear when there is nothing yet, and shows an organiser their money', async () => {
    serveApi({
      'GET /api/transactions': () => ({ items: [], nextCursor: null }),
      'GET /api/payments/organiser-summary': (): OrganiserSummaryDto => ({
        tournaments: [
          {
            tournamentUUID: '7d3c1f7e-1b9a-4c55-8f0e-2a6b7c8d9e0f',
            name: 'Wahoo Cup',
            startDate: '2026-12-01T13:30:00.000Z',
            tournamentStatus: 'Active',
            entranceFeeCents: 4_000,
            currency: 'usd',
            entries: 1,
            grossCents: 8_000,
            platformFeeCents: 800,
            refundsCents: 4_000,
            netCents: 3_200,
            testMoney: false,
          },
          {
            tournamentUUID: '8e4d2a8f-2c0b-4d66-9a1f-3b7c8d9e0f1a',
            name: 'Called Off Cup',
            startDate: '2026-12-05T13:30:00.000Z',
            tournamentStatus: 'Canceled',
            entranceFeeCents: 2_000,
            currency: 'usd',
            entries: 0,
            grossCents: 2_000,
            platformFeeCents: 200,
            refundsCents: 2_000,
            netCents: -200,
            testMoney: false,
          },
        ],
      }),
    });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    const money = await screen.findByRole('region', { name: 'Organiser' });
    const row = within(money).getByRole('row', { name: /Wahoo Cup/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining('Wahoo Cup'), '1', '$80.00', '$8.00', '$40.00', '$32.00']);
    expect(within(row).getByText(/^Starts /)).toBeInTheDocument();
    // A cancelled tournament says so, not when it starts (issue 31).
    const cancelled = within(money).getByRole('row', { name: /Called Off Cup/ });
    expect(within(cancelled).getByText(/^Cancelled: it was to start /)).toBeInTheDocument();
    expect(within(cancelled).queryByText(/^Starts /)).not.toBeInTheDocument();
    // Real money only: nothing says test money.
    expect(screen.queryByText(/Test money/)).not.toBeInTheDocument();
  });

  it('marks test money on each receipt, in the receipt itself and in the organiser figures (issue 32)', async () => {
    serveApi({
      'GET /api/transactions': () => ({
        items: [payment(1, { testMoney: true }), payment(2)],
        nextCursor: null,
      }),
      'GET /api/payments/organiser-summary': (): OrganiserSummaryDto => ({
        tournaments: [
          {
            tournamentUUID: '7d3c1f7e-1b9a-4c55-8f0e-2a6b7c8d9e0f',
            name: 'Test Cup',
            startDate: '2026-12-01T13:30:00.000Z',
            tournamentStatus: 'Active',
            entranceFeeCents: 4_000,
            currency: 'usd',
            entries: 2,
            grossCents: 8_000,
            platformFeeCents: 0,
            refundsCents: 0,
            netCents: 8_000,
            testMoney: true,
          },
          {
            tournamentUUID: '8e4d2a8f-2c0b-4d66-9a1f-3b7c8d9e0f1a',
            name: 'Real Cup',
            startDate: '2026-12-05T13:30:00.000Z',
            tournamentStatus: 'Active',
            entranceFeeCents: 2_000,
            currency: 'usd',
            entries: 1,
            grossCents: 2_000,
            platformFeeCents: 0,
            refundsCents: 0,
            netCents: 2_000,
            testMoney: false,
          },
        ],
      }),
    });
    renderPanel();
    const test = await screen.findByRole('listitem', { name: 'Cup 1: entry' });
    expect(within(test).getByText('Test money')).toBeInTheDocument();
    const real = screen.getByRole('listitem', { name: 'Cup 2: entry' });
    expect(within(real).queryByText('Test money')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Receipt for Cup 1: entry' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(
      within(receipt).getByText('Test money: paid on the test checkout. No real money moved.'),
    ).toBeInTheDocument();
    await userEvent.click(within(receipt).getByRole('button', { name: 'Close' }));

    const money = await screen.findByRole('region', { name: 'Organiser' });
    expect(within(money).getByRole('note')).toHaveTextContent(/^Test money: these figures include/);
    expect(
      within(within(money).getByRole('row', { name: /Test Cup/ })).getByText('Test money'),
    ).toBeInTheDocument();
    expect(
      within(within(money).getByRole('row', { name: /Real Cup/ })).queryByText('Test money'),
    ).not.toBeInTheDocument();
  }, 20_000);

  it('says test money, the entry and its refund in Spanish on a receipt (issues 32, 33)', async () => {
    await activateLanguage('es');
    try {
      const refund = payment(2, { typeName: 'Debit', description: 'Cup 1', refundOf: payment(1).id });
      serveApi({
        'GET /api/transactions': () => ({
          items: [payment(1, { testMoney: true }), refund],
          nextCursor: null,
        }),
        'GET /api/payments/organiser-summary': () => noTournaments,
      });
      renderPanel();
      const item = await screen.findByRole('listitem', { name: 'Cup 1: inscripción' });
      expect(within(item).getByText('Dinero de prueba')).toBeInTheDocument();
      expect(screen.getByRole('listitem', { name: 'Reembolso: Cup 1: inscripción' })).toBeInTheDocument();
      await userEvent.click(within(item).getByRole('button', { name: 'Recibo de Cup 1: inscripción' }));
      const receipt = await screen.findByRole('dialog', { name: 'Recibo' });
      expect(
        within(receipt).getByText(/^Dinero de prueba: pagado en la pasarela de prueba/),
      ).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  }, 20_000);
});
