import type {
  PaymentMethodName,
  PaymentTypeName,
  TransactionDto,
  TransactionStatus,
  TransactionType,
} from '@tightlines/domain';
import type { MessageKey, Translate } from '../../../i18n/use-t';

/** The spec §9 vocabularies as the user reads them, in their language. */
export const STATUS_LABEL: Record<TransactionStatus, MessageKey> = {
  Complete: 'payments.status.Complete',
  Incomplete: 'payments.status.Incomplete',
  Rejected: 'payments.status.Rejected',
};

export const STATUS_COLOR: Record<TransactionStatus, string> = {
  Complete: 'teal',
  Incomplete: 'yellow',
  Rejected: 'red',
};

export const TYPE_LABEL: Record<TransactionType, MessageKey> = {
  Credit: 'payments.type.Credit',
  Debit: 'payments.type.Debit',
};

export const METHOD_LABEL: Record<PaymentMethodName, MessageKey> = {
  Wallet: 'payments.method.Wallet',
  'Credit Card': 'payments.method.Credit Card',
  Deposit: 'payments.method.Deposit',
  Manual: 'payments.method.Manual',
};

export const PAYMENT_TYPE_LABEL: Record<PaymentTypeName, MessageKey> = {
  'Tournament Subscription': 'payments.paymentType.Tournament Subscription',
  'App Membership': 'payments.paymentType.App Membership',
};

/**
 * What a payment or refund was for, in the reader's language (issue 33): the server names the
 * purchase by its own name (a tournament's), and its kind is worded here ("Marlin Cup: entry"); a
 * refund says it is one.
 */
export function purchaseLine(
  transaction: Pick<TransactionDto, 'description' | 'paymentType' | 'refundOf'>,
  t: Translate,
): string {
  const item =
    transaction.paymentType === 'Tournament Subscription'
      ? t('payments.line.tournamentEntry', { name: transaction.description })
      : transaction.description;
  return transaction.refundOf ? t('payments.line.refund', { item }) : item;
}
