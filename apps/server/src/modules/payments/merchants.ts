/**
 * Who took a card payment, as receipts name it: the payment platform of its checkout (issue 31:
 * "Merchant: Other" said nothing). A wallet payment is the Wallet's. Payments recorded before the
 * platform was named keep "Other" in the ledger; receipts read the platform from their checkout.
 */
const PLATFORM_MERCHANT: Readonly<Record<string, string>> = {
  stripe: 'Stripe',
  local: 'Tightlines test checkout',
};

export function merchantOf(payment: {
  paymentMethod: string;
  merchant: string;
  provider: string | null;
}): string {
  if (payment.paymentMethod === 'Wallet') return 'Wallet';
  return (payment.provider && PLATFORM_MERCHANT[payment.provider]) || payment.merchant;
}
