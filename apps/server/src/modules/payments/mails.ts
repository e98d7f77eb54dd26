import type { Language } from '@tightlines/domain';
import { formatMailMoney } from '../../platform/mail/mail-format';
import type { MailMessage } from '../../platform/mail/mailer';

type MailText = Pick<MailMessage, 'subject' | 'text'>;

/**
 * Why a payment was refunded: one text for every language (a reference), or one per language
 * (the module that refunds words its reason in its own `mails.ts`).
 */
export type RefundReason = string | Readonly<Record<Language, string>>;

/** The refund confirmation, in the payer's language, the amount from our ledger. */
export function refundMail(
  language: Language | null,
  {
    amountCents,
    currency,
    description,
    reason,
    reference,
  }: { amountCents: number; currency: string; description: string; reason: RefundReason; reference: string },
): MailText {
  const amount = formatMailMoney(language, amountCents, currency);
  const why = typeof reason === 'string' ? reason : reason[language ?? 'en'];
  if (language === 'es')
    return {
      subject: 'Te hemos reembolsado un pago',
      text: [
        `Te hemos reembolsado ${amount} por "${description}".`,
        `Motivo: ${why}`,
        `Referencia del reembolso: ${reference}`,
        'Según tu banco, puede tardar entre 5 y 10 días hábiles en aparecer en tu extracto.',
      ].join('\n\n'),
    };
  return {
    subject: 'Your payment has been refunded',
    text: [
      `We have refunded ${amount} for "${description}".`,
      `Reason: ${why}`,
      `Refund reference: ${reference}`,
      'Depending on your bank, it can take 5–10 business days to appear on your statement.',
    ].join('\n\n'),
  };
}
