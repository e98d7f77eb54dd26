import { AppError, type TransactionDto, type TransactionInput } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { keysetPage, readCursor } from '../../db/keyset-page';
import { insertTransaction, transactionsOf } from './ledger-repo';
import { canRecordTransactionFor } from './policy';
import { toTransactionDto } from './presenter';

export interface TransactionPage {
  items: TransactionDto[];
  nextCursor: string | null;
}

/** A user's own payments and refunds, newest first, keyset paged on (created_at, id). */
export async function listTransactionsOf(
  db: Db,
  userId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<TransactionPage> {
  const rows = await transactionsOf(db, userId, readCursor(cursor), limit);
  const { page, nextCursor } = keysetPage(rows, limit, (row) => ({ at: row.createdAt, id: row.id }));
  return { items: page.map(toTransactionDto), nextCursor };
}

/**
 * The spec's client call that records a transaction. It records an attempt (Incomplete or
 * Rejected) of the signed-in user only; a Complete payment comes only from a verified payment
 * event, so asking for one is refused, not rewritten.
 */
export async function recordClientTransaction(
  db: Db,
  actor: { userId: string; email: string },
  input: TransactionInput,
  { testMoney }: { testMoney: boolean },
): Promise<TransactionDto> {
  if (input.statusName === 'Complete') {
    throw new AppError('VALIDATION', {
      key: 'paymentPlatformOnly',
      details: { fields: ['statusName'] },
    });
  }
  if (!canRecordTransactionFor(actor, input.email)) throw new AppError('FORBIDDEN');
  const row = await insertTransaction(db, {
    userId: actor.userId,
    email: actor.email,
    description: input.description,
    amountCents: Math.round(input.amount * 100),
    currency: input.currencyAcronym,
    confirmationNumber: input.confirmationNumber ?? null,
    type: input.typeName,
    merchant: input.merchantName,
    status: input.statusName,
    paymentMethod: input.paymentMethod,
    paymentType: input.paymentType,
    activitySource: input.activitySourceName,
    testMoney,
  });
  return toTransactionDto({ ...row, provider: null });
}
