import { and, count, desc, eq, getTableColumns, inArray, sql, sum } from 'drizzle-orm';
import type { KeysetCursor } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { checkouts, transactions } from '../../db/schema';
import { afterCursor } from '../../db/keyset-page';

/** The ledger's queries (payments and refunds). Every function takes the database or the transaction. */

export type TransactionRow = typeof transactions.$inferSelect;
type NewTransaction = typeof transactions.$inferInsert;

/** A ledger line with the payment platform of its checkout (receipts name the merchant by it). */
export type LedgerLine = TransactionRow & { provider: string | null };

/** A user's own lines, newest first, `limit + 1` past `after`. */
export function transactionsOf(
  db: Db,
  userId: string,
  after: KeysetCursor | null,
  limit: number,
): Promise<LedgerLine[]> {
  return db
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
}

export async function insertTransaction(db: Db, values: NewTransaction): Promise<TransactionRow> {
  const [row] = await db.insert(transactions).values(values).returning();
  if (!row) throw new Error('transaction not stored');
  return row;
}

/** The refund of a payment: null when the ledger already holds one (one refund per payment). */
export async function insertRefund(tx: Db, values: NewTransaction): Promise<TransactionRow | null> {
  const [row] = await tx.insert(transactions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A checkout's Complete payment with the platform's id of it. */
export async function paymentOfCheckout(db: Db, checkoutId: string) {
  const [paid] = await db
    .select({ payment: transactions, providerPaymentId: checkouts.providerPaymentId })
    .from(transactions)
    .innerJoin(checkouts, eq(checkouts.id, transactions.checkoutId))
    .where(
      and(
        eq(transactions.checkoutId, checkoutId),
        eq(transactions.type, 'Credit'),
        eq(transactions.status, 'Complete'),
      ),
    );
  return paid;
}

export async function refundOfPayment(db: Db, paymentId: string): Promise<TransactionRow | undefined> {
  const [refund] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.refundOf, paymentId), eq(transactions.type, 'Debit')));
  return refund;
}

export interface EntryCredits {
  subjectId: string;
  payments: number;
  grossCents: number;
  platformFeeCents: number;
  testMoney: boolean;
}

export interface EntryDebits {
  subjectId: string;
  refunds: number;
  refundsCents: number;
}

/** The Complete payments and refunds of the entry checkouts of `tournamentIds`, summed per tournament. */
export async function entryMoneyOf(
  db: Db,
  tournamentIds: string[],
): Promise<{ credits: EntryCredits[]; debits: EntryDebits[] }> {
  const ofEntries = (type: 'Credit' | 'Debit') =>
    and(
      eq(checkouts.purpose, 'tournament_entry'),
      inArray(checkouts.subjectId, tournamentIds),
      eq(transactions.type, type),
      eq(transactions.status, 'Complete'),
    );
  const [credits, debits] = await Promise.all([
    db
      .select({
        subjectId: checkouts.subjectId,
        payments: count(),
        grossCents: sum(transactions.amountCents).mapWith(Number),
        platformFeeCents: sum(checkouts.platformFeeCents).mapWith(Number),
        testMoney: sql<boolean>`bool_or(${transactions.testMoney})`.mapWith(Boolean),
      })
      .from(transactions)
      .innerJoin(checkouts, eq(checkouts.id, transactions.checkoutId))
      .where(ofEntries('Credit'))
      .groupBy(checkouts.subjectId),
    db
      .select({
        subjectId: checkouts.subjectId,
        refunds: count(),
        refundsCents: sum(transactions.amountCents).mapWith(Number),
      })
      .from(transactions)
      .innerJoin(checkouts, eq(checkouts.id, transactions.checkoutId))
      .where(ofEntries('Debit'))
      .groupBy(checkouts.subjectId),
  ]);
  return { credits, debits };
}
