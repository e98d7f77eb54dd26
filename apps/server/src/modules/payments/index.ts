// The payments module's public surface (docs/architecture.md): the module built once by app
// wiring (`createPayments`), which other modules call to sell something (a product, a checkout)
// and to give money back, and which brings its routes and jobs.
// Other modules supply a Fulfil for their purpose: it runs in the transaction that records the payment.
export type { Fulfil, FulfilOutcome, Fulfilments, PaymentsDeps } from './deps';
export type { Checkout } from './checkout-record';
export type { PaymentProductRecord, ProductRequest } from './products';
export type { CheckoutRequest } from './checkouts';
export type { RefundResult } from './refunds';
export type { RefundReason } from './mails';
export type { ReconcileReport } from './reconcile';
export type { OrganisedTournament, OrganisedTournaments } from './organiser-money';
export { createPayments, type Payments } from './module';
// The demo seed makes its tournaments' products before the app (and its payments module) exists.
export { createPaymentProduct } from './products';
export { registerPaymentMetrics } from './metrics';
