import { AppError, CURRENCY } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { paymentProducts } from '../../db/schema';
import type { PaymentsDeps } from './deps';

export interface ProductRequest {
  createdBy: string;
  name: string;
  description: string;
  unitAmountCents: number;
  /** Our own id of what is sold (a tournament's, a club's): creating twice makes one product. */
  sellerKey: string;
}

export type PaymentProductRecord = typeof paymentProducts.$inferSelect;

/** Creates the product and its price at the payment platform and keeps our record of it. */
export async function createPaymentProduct(
  deps: Pick<PaymentsDeps, 'db' | 'driver' | 'log'>,
  request: ProductRequest,
): Promise<PaymentProductRecord> {
  if (!Number.isInteger(request.unitAmountCents) || request.unitAmountCents <= 0) {
    throw new AppError('VALIDATION', { details: { fields: ['entranceFee'] } });
  }
  let made;
  try {
    made = await deps.driver.createProduct(
      {
        name: request.name,
        description: request.description,
        unitAmountCents: request.unitAmountCents,
        currency: CURRENCY,
      },
      `product:${request.sellerKey}`,
    );
  } catch (error) {
    deps.log.error({ err: error, sellerKey: request.sellerKey }, 'payment product could not be created');
    throw new AppError('UNAVAILABLE', { key: 'paymentProductNotFound', cause: error });
  }
  await deps.db
    .insert(paymentProducts)
    .values({
      provider: deps.driver.name,
      providerProductId: made.productId,
      providerPriceId: made.priceId,
      name: request.name,
      description: request.description,
      unitAmountCents: request.unitAmountCents,
      currency: CURRENCY,
      createdBy: request.createdBy,
    })
    .onConflictDoNothing({ target: paymentProducts.providerPriceId });
  const [product] = await deps.db
    .select()
    .from(paymentProducts)
    .where(eq(paymentProducts.providerPriceId, made.priceId));
  if (!product) throw new Error(`payment product ${made.priceId} not stored`);
  return product;
}
