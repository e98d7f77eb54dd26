import type { MatrixRow } from './matrix-row';

/** Payments (issue 20): the webhook, the return page's calls, the ledger and the local checkout. */
export const PAYMENT_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    url: '/api/payments/webhook',
    access: { kind: 'covered', by: 'modules/payments/payments.test.ts (signed events only: bad ones 400)' },
  },
  {
    method: 'GET',
    url: '/api/payments/checkouts/:checkoutId',
    access: {
      kind: 'covered',
      by: "modules/payments/payments.test.ts (guest 401, someone else's 404 like a missing one)",
    },
  },
  {
    method: 'POST',
    url: '/api/payments/checkouts/:checkoutId/cancel',
    access: {
      kind: 'covered',
      by: "modules/payments/payments.test.ts (someone else's 404 like a missing one)",
    },
  },
  {
    method: 'GET',
    url: '/api/transactions',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/transactions' }),
  },
  {
    method: 'POST',
    url: '/api/transactions',
    access: { kind: 'signed-in' },
    request: ({ actor }) => ({
      method: 'POST',
      url: '/api/transactions',
      payload: {
        email: actor.user?.email ?? 'guest@example.com',
        description: 'Entry attempt',
        amount: 25,
        typeName: 'Credit',
        merchantName: 'Other',
        statusName: 'Incomplete',
        currencyAcronym: 'usd',
        paymentMethod: 'Credit Card',
        paymentType: 'Tournament Subscription',
        activitySourceName: 'Website',
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/payments/organiser-summary',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/payments/organiser-summary' }),
  },
  {
    method: /^(GET|POST)$/,
    url: /^\/pay\//,
    access: {
      kind: 'covered',
      by: 'modules/payments/local-checkout.test.ts (the session id is the capability, as with Stripe)',
    },
  },
];
