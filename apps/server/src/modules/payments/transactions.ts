import { AppError, type TransactionDto, type TransactionInput } from '@tightlines/domain';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { checkouts, transactions } from '../../db/schema';
import type { Db } from '../../db/database';
import { afterCursor, keysetPage, readCursor } from '../../db/keyset-page';
import { merchantOf } from './merchants';
import { canRecordTransactionFor } from './policy';

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
  const after = readCursor(cursor);
  const rows = await db
    .select({ ...getTableColumns(transactions), provider: checkouts.provider })
    .from(transactions)
    .leftJoin(checkouts, eq(checkouts.id, transactions.checkoutId))
    .where(
      and(
        eq(transactions.userId, userId),
        afterCursor({ at: transactions.createdAt, id: transactions.id, direction: 'desc' }, after),
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit + 1);
  const { page, nextCursor } = keysetPage(rows, limit, (row) => ({ at: row.createdAt, id: row.id }));
  return { items: page.map(present), nextCursor };
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
  const [row] = await db
    .insert(transactions)
    .values({
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
    })
    .returning();
  if (!row) throw new Error('transaction not stored');
  return present({ ...row, provider: null });
}

function present(row: typeof transactions.$inferSelect & { provider: string | null }): TransactionDto {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    description: row.description,
    amountCents: row.amountCents,
    currency: row.currency,
    typeName: row.type,
    statusName: row.status,
    paymentMethod: row.paymentMethod,
    paymentType: row.paymentType,
    merchantName: merchantOf(row),
    confirmationNumber: row.confirmationNumber,
    refundOf: row.refundOf,
    testMoney: row.testMoney,
  };
}
