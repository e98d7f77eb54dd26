import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/database';
import { checkouts, paymentProducts, transactions, type CheckoutPurpose } from '../../db/schema';
import type { Checkout } from './checkout-record';

/** Checkout and payment product queries. Every function takes the database or the transaction. */

export type PaymentProductRecord = typeof paymentProducts.$inferSelect;
type NewPaymentProduct = typeof paymentProducts.$inferInsert;
type NewCheckout = typeof checkouts.$inferInsert;

/** One payer's checkouts for one thing: what a retried request shares. */
export interface CheckoutSubject {
  userId: string;
  purpose: CheckoutPurpose;
  subjectId: string;
}

function ofSubject(subject: CheckoutSubject) {
  return and(
    eq(checkouts.userId, subject.userId),
    eq(checkouts.purpose, subject.purpose),
    eq(checkouts.subjectId, subject.subjectId),
  );
}

/** Keeps our record of a product made at the platform; a second record of one price is dropped. */
export async function insertPaymentProduct(db: Db, values: NewPaymentProduct): Promise<void> {
  await db
    .insert(paymentProducts)
    .values(values)
    .onConflictDoNothing({ target: paymentProducts.providerPriceId });
}

export async function getPaymentProductByPrice(db: Db, providerPriceId: string) {
  const [product] = await db
    .select()
    .from(paymentProducts)
    .where(eq(paymentProducts.providerPriceId, providerPriceId));
  return product;
}

export async function getPaymentProduct(db: Db, productId: string) {
  const [product] = await db.select().from(paymentProducts).where(eq(paymentProducts.id, productId));
  return product;
}

/** How many of the subject's checkouts have ended (paid or expired). */
export async function countEndedCheckouts(db: Db, subject: CheckoutSubject): Promise<number> {
  const [{ attempts = 0 } = {}] = await db
    .select({ attempts: count() })
    .from(checkouts)
    .where(and(ofSubject(subject), ne(checkouts.status, 'open')));
  return attempts;
}

/** Stores a checkout; one with the same request key (a concurrent request's) wins. */
export async function insertCheckout(db: Db, values: NewCheckout): Promise<void> {
  await db.insert(checkouts).values(values).onConflictDoNothing();
}

export async function getCheckoutByRequestKey(db: Db, requestKey: string): Promise<Checkout | undefined> {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.requestKey, requestKey));
  return checkout;
}

export async function getCheckout(db: Db, checkoutId: string): Promise<Checkout | undefined> {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  return checkout;
}

/** The payer's own checkout: someone else's is not there. */
export async function getOwnCheckout(
  db: Db,
  userId: string,
  checkoutId: string,
): Promise<Checkout | undefined> {
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
  return checkout;
}

/** The newest open checkout of the subject for `quantity` that expires after `expiringAfter`. */
export async function findReusableCheckout(
  db: Db,
  subject: CheckoutSubject,
  quantity: number,
  expiringAfter: Date,
): Promise<Checkout | undefined> {
  const [open] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        ofSubject(subject),
        eq(checkouts.status, 'open'),
        eq(checkouts.quantity, quantity),
        gt(checkouts.expiresAt, expiringAfter),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return open;
}

/** The subject's open checkouts for another quantity or expiring by `expiringBy`. */
export function findStaleCheckouts(
  db: Db,
  subject: CheckoutSubject,
  quantity: number,
  expiringBy: Date,
): Promise<Checkout[]> {
  return db
    .select()
    .from(checkouts)
    .where(
      and(
        ofSubject(subject),
        eq(checkouts.status, 'open'),
        or(ne(checkouts.quantity, quantity), lte(checkouts.expiresAt, expiringBy)),
      ),
    );
}

/** One of `checkoutIds` that is paid, if any. */
export async function findPaidAmong(db: Db, checkoutIds: string[]): Promise<Checkout | undefined> {
  const [paid] = await db
    .select()
    .from(checkouts)
    .where(and(inArray(checkouts.id, checkoutIds), eq(checkouts.status, 'complete')))
    .limit(1);
  return paid;
}

/** The checkout of a platform session, locked for the rest of the transaction. */
export async function lockCheckoutOfSession(
  tx: Db,
  providerSessionId: string,
): Promise<Checkout | undefined> {
  const [checkout] = await tx
    .select()
    .from(checkouts)
    .where(eq(checkouts.providerSessionId, providerSessionId))
    .for('update');
  return checkout;
}

export async function updateCheckout(
  tx: Db,
  checkoutId: string,
  set: Partial<Pick<Checkout, 'status' | 'providerPaymentId' | 'settledAt' | 'testMoney' | 'refusedAt'>>,
): Promise<void> {
  await tx.update(checkouts).set(set).where(eq(checkouts.id, checkoutId));
}

/** The open checkouts of everyone for one thing sold. */
export function openCheckoutsOf(
  db: Db,
  subject: { purpose: CheckoutPurpose; subjectId: string },
): Promise<{ providerSessionId: string }[]> {
  return db
    .select({ providerSessionId: checkouts.providerSessionId })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.purpose, subject.purpose),
        eq(checkouts.subjectId, subject.subjectId),
        eq(checkouts.status, 'open'),
      ),
    );
}

/** The oldest `limit` checkouts still open that were made before `createdBefore`. */
export function openCheckoutsMadeBefore(
  db: Db,
  createdBefore: Date,
  limit: number,
): Promise<{ providerSessionId: string; expiresAt: Date }[]> {
  return db
    .select({ providerSessionId: checkouts.providerSessionId, expiresAt: checkouts.expiresAt })
    .from(checkouts)
    .where(and(eq(checkouts.status, 'open'), lt(checkouts.createdAt, createdBefore)))
    .orderBy(asc(checkouts.createdAt))
    .limit(limit);
}

/**
 * Paid checkouts of `purpose` whose fulfilment refused them (issue 32) and whose payment is not
 * refunded yet: a refund the platform failed at settlement, or a crash between the two. The
 * purpose's refund sweep gives each back with `refundCheckout`, which refunds a payment once.
 */
export function refusedCheckoutsOwed(
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

/** The amounts of a platform session's checkout, if it is one of ours. */
export async function checkoutAmountsOfSession(db: Db, providerSessionId: string) {
  const [checkout] = await db
    .select({
      purpose: checkouts.purpose,
      unitAmountCents: checkouts.unitAmountCents,
      quantity: checkouts.quantity,
      amountCents: checkouts.amountCents,
      platformFeeCents: checkouts.platformFeeCents,
    })
    .from(checkouts)
    .where(eq(checkouts.providerSessionId, providerSessionId));
  return checkout;
}

/** Checkouts begun and neither paid nor expired yet (the metrics' gauge). */
export async function countOpenCheckouts(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(checkouts).where(eq(checkouts.status, 'open'));
  return row?.count ?? 0;
}
