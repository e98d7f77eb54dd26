import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { checkouts, transactions, type CheckoutPurpose } from '../../db/schema';

/**
 * Paid checkouts of `purpose` whose fulfilment refused them (issue 32) and whose payment is not
 * refunded yet: a refund the platform failed at settlement, or a crash between the two. The
 * purpose's refund sweep gives each back with `refundCheckout`, which refunds a payment once.
 */
export async function refusedCheckoutsOwed(
  db: Db,
  purpose: CheckoutPurpose,
  limit = 100,
): Promise<{ checkoutId: string; subjectId: string }[]> {
  return db
    .select({ checkoutId: checkouts.id, subjectId: checkouts.subjectId })
    .from(checkouts)
    .where(
      and(
        isNotNull(checkouts.refusedAt),
        eq(checkouts.purpose, purpose),
        notExists(
          db
            .select({ one: sql`1` })
            .from(transactions)
            .where(and(eq(transactions.checkoutId, checkouts.id), eq(transactions.type, 'Debit'))),
        ),
      ),
    )
    .orderBy(checkouts.refusedAt)
    .limit(limit);
}
