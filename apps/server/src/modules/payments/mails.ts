import type { MailContent, MailPhrase } from '../../platform/mail/render';

/**
 * Why a payment was refunded: one text for every language (a reference), or a phrase of the mail
 * catalogue that the refund mail words in the payer's language (the module that refunds names it
 * in its own `mails.ts`).
 */
export type RefundReason = string | MailPhrase;

/** The refund confirmation, the amount from our ledger. */
export function refundMail({
  amountCents,
  currency,
  description,
  reason,
  reference,
}: {
  amountCents: number;
  currency: string;
  description: string;
  reason: RefundReason;
  reference: string;
}): MailContent {
  return {
    kind: 'refund',
    values: { amount: { cents: amountCents, currency }, description, reason, reference },
  };
}
