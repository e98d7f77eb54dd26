// The payments module's public surface (docs/architecture.md): what other modules call to sell
// something (a product, a checkout), to give money back, and the routes and jobs for app wiring.
// Other modules supply a Fulfil for their purpose: it runs in the transaction that records the payment.
export type { Fulfil, FulfilOutcome, Fulfilments, PaymentsDeps } from './deps';
export type { Checkout } from './checkout-record';
export { createPaymentProduct, type PaymentProductRecord, type ProductRequest } from './products';
export { startCheckout, type CheckoutRequest } from './checkouts';
export { refundCheckout, type RefundResult } from './refunds';
export { expireOpenCheckoutsOf } from './expire';
export { refusedCheckoutsOwed } from './refused';
export type { RefundReason } from './mails';
export { paymentRoutes } from './routes';
export { schedulePaymentJobs } from './jobs';
export { reconcileCheckouts } from './reconcile';
export { checkoutOrderOf, type OrganisedTournament, type OrganisedTournaments } from './organiser-money';
