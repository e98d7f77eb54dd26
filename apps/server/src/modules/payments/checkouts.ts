import {
  AppError,
  MAX_CHECKOUT_QUANTITY,
  MIN_CHECKOUT_QUANTITY,
  platformFeeCents,
  type CheckoutStateDto,
} from '@tightlines/domain';
import { randomUUID } from 'node:crypto';
import type { CheckoutPurpose } from '../../db/schema';
import type { Checkout } from './checkout-record';
import {
  countEndedCheckouts,
  findPaidAmong,
  findReusableCheckout,
  findStaleCheckouts,
  getCheckout,
  getCheckoutByRequestKey,
  getOwnCheckout,
  getPaymentProduct,
  insertCheckout,
  type CheckoutSubject,
} from './checkout-repo';
import type { PaymentsDeps } from './deps';
import { toCheckoutStateDto } from './presenter';
import { settleCheckout } from './settle';

/** Stripe's shortest allowed checkout lifetime; the reconciliation job expires what is left open. */
const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
/** An open checkout this close to its expiry is not handed out again: the payer needs time to pay. */
const REUSE_MARGIN_MS = 5 * 60 * 1000;

export interface CheckoutRequest {
  payer: { userId: string; email: string };
  purpose: CheckoutPurpose;
  /** The tournament, team registration or club being paid for. */
  subjectId: string;
  /** Our payment product (its price is the unit amount: amounts never come from the client). */
  productId: string;
  quantity: number;
  description: string;
  /** Fulfilment details for the purpose's module (kept with the checkout). */
  details?: Record<string, unknown>;
  /** The web app's page to come back to, e.g. `/tournament/<id>`. */
  returnPath: string;
}

/**
 * Starts (or resumes) a hosted checkout. A retried request — a double click, a network retry —
 * gets the same open checkout; the payment platform is called with an idempotency key derived
 * from our own ids, so two concurrent requests still make one session.
 */
export async function startCheckout(deps: PaymentsDeps, request: CheckoutRequest): Promise<Checkout> {
  const { db, driver } = deps;
  if (
    !Number.isInteger(request.quantity) ||
    request.quantity < MIN_CHECKOUT_QUANTITY ||
    request.quantity > MAX_CHECKOUT_QUANTITY
  ) {
    throw new AppError('VALIDATION', {
      key: 'checkoutQuantityRange',
      values: { minimum: MIN_CHECKOUT_QUANTITY, maximum: MAX_CHECKOUT_QUANTITY },
      details: { fields: ['quantity'] },
    });
  }
  if (!request.returnPath.startsWith('/') || request.returnPath.startsWith('//')) {
    throw new Error(`returnPath must be a path of the web app: ${request.returnPath}`);
  }
  const subject = subjectOf(request);
  const reuseBy = new Date(deps.now().getTime() + REUSE_MARGIN_MS);
  const open = await findReusableCheckout(db, subject, request.quantity, reuseBy);
  if (open) return open;
  const paid = await closeStaleCheckouts(deps, subject, request.quantity, reuseBy);
  if (paid) return paid;

  const product = await getPaymentProduct(db, request.productId);
  if (!product || product.provider !== driver.name) {
    throw new AppError('NOT_FOUND', { key: 'paymentProductNotFound' });
  }
  // The n-th attempt of this payer for this subject, counting the attempts that have ended: a
  // checkout another request is creating meanwhile is still open and changes nothing, so
  // concurrent requests agree on n and share one idempotency key (one session at the platform)
  // and one row (the unique request key).
  const attempts = await countEndedCheckouts(db, subject);
  const requestKey = `${request.purpose}:${request.subjectId}:${request.payer.userId}:${attempts + 1}`;
  const id = randomUUID();
  const amountCents = product.unitAmountCents * request.quantity;
  const returnUrl = `${deps.publicUrl}/payment/return?checkout=${id}`;
  let session;
  try {
    session = await driver.createCheckoutSession(
      {
        priceId: product.providerPriceId,
        quantity: request.quantity,
        successUrl: returnUrl,
        cancelUrl: `${returnUrl}&cancelled=1`,
        metadata: {
          checkoutId: id,
          purpose: request.purpose,
          subjectId: request.subjectId,
          userId: request.payer.userId,
        },
        customerEmail: request.payer.email,
        expiresAt: new Date(deps.now().getTime() + CHECKOUT_LIFETIME_MS),
      },
      `checkout:${requestKey}`,
    );
  } catch (error) {
    deps.log.error({ err: error, requestKey }, 'checkout session could not be created');
    throw new AppError('UNAVAILABLE', { key: 'checkoutSessionError', cause: error });
  }
  if (!session.url) throw new AppError('UNAVAILABLE', { key: 'checkoutSessionError' });
  await insertCheckout(db, {
    // The session's own metadata names the checkout: a retried request that lost the race
    // finds the session made by the first one, and with it the first one's id.
    id: session.metadata.checkoutId ?? id,
    provider: driver.name,
    providerSessionId: session.id,
    checkoutUrl: session.url,
    returnPath: request.returnPath,
    requestKey,
    userId: request.payer.userId,
    payerEmail: request.payer.email,
    purpose: request.purpose,
    subjectId: request.subjectId,
    productId: product.id,
    description: request.description,
    quantity: request.quantity,
    unitAmountCents: product.unitAmountCents,
    amountCents,
    platformFeeCents: platformFeeCents(amountCents, deps.platformFeePercent),
    currency: product.currency,
    details: request.details ?? {},
    expiresAt: session.expiresAt,
    testMoney: session.testMoney,
  });
  const stored = await getCheckoutByRequestKey(db, requestKey);
  if (!stored) throw new Error(`checkout ${requestKey} not stored`);
  return stored;
}

/**
 * The payer's open checkouts for the same thing that this request cannot be handed (too close to
 * their expiry, or for another quantity): each is ended at the platform and settled from its record
 * before a new one starts, so one paid in its last minutes (its event still on the way) is
 * fulfilled, never paid twice. One a concurrent request has just made for this very request is left
 * open. Answers the checkout that turned out paid, if one did.
 */
async function closeStaleCheckouts(
  deps: PaymentsDeps,
  subject: CheckoutSubject,
  quantity: number,
  reuseBy: Date,
): Promise<Checkout | undefined> {
  const stale = await findStaleCheckouts(deps.db, subject, quantity, reuseBy);
  for (const checkout of stale) {
    await settleCheckout(deps, checkout.providerSessionId);
    const still = await getCheckout(deps.db, checkout.id);
    if (still?.status === 'open') {
      await deps.driver.expireCheckoutSession(checkout.providerSessionId);
      await settleCheckout(deps, checkout.providerSessionId);
    }
  }
  if (!stale.length) return undefined;
  // Only one of these: an older payment of the same thing may since have been given back (an
  // entrant who left a tournament), and joining again is a new purchase.
  return findPaidAmong(
    deps.db,
    stale.map((checkout) => checkout.id),
  );
}

function subjectOf(request: CheckoutRequest): CheckoutSubject {
  return { userId: request.payer.userId, purpose: request.purpose, subjectId: request.subjectId };
}

/**
 * What the payer's return page shows. A checkout still open is settled first from the payment
 * platform's own record (never from the return URL), so the answer is as fresh as it can be.
 * Someone else's checkout answers exactly like a missing one.
 */
export async function checkoutStateFor(
  deps: PaymentsDeps,
  userId: string,
  checkoutId: string,
): Promise<CheckoutStateDto> {
  let checkout = await ownCheckout(deps, userId, checkoutId);
  if (checkout.status === 'open') {
    await settleCheckout(deps, checkout.providerSessionId);
    checkout = await ownCheckout(deps, userId, checkoutId);
  }
  return toCheckoutStateDto(checkout);
}

/** The payer came back through the cancel URL: the session ends so it can no longer be paid. */
export async function cancelCheckout(
  deps: PaymentsDeps,
  userId: string,
  checkoutId: string,
): Promise<CheckoutStateDto> {
  const checkout = await ownCheckout(deps, userId, checkoutId);
  if (checkout.status === 'open') {
    await deps.driver.expireCheckoutSession(checkout.providerSessionId);
    await settleCheckout(deps, checkout.providerSessionId);
  }
  return toCheckoutStateDto(await ownCheckout(deps, userId, checkoutId));
}

async function ownCheckout(deps: PaymentsDeps, userId: string, checkoutId: string): Promise<Checkout> {
  const checkout = await getOwnCheckout(deps.db, userId, checkoutId);
  if (!checkout) throw new AppError('NOT_FOUND');
  return checkout;
}
