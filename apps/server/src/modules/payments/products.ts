import { AppError, CURRENCY } from '@tightlines/domain';
import { getPaymentProductByPrice, insertPaymentProduct, type PaymentProductRecord } from './checkout-repo';
import type { PaymentsDeps } from './deps';

export interface ProductRequest {
  createdBy: string;
  name: string;
  description: string;
  unitAmountCents: number;
  /** Our own id of what is sold (a tournament's, a club's): creating twice makes one product. */
  sellerKey: string;
}

export type { PaymentProductRecord };

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
  await insertPaymentProduct(deps.db, {
    provider: deps.driver.name,
    providerProductId: made.productId,
    providerPriceId: made.priceId,
    name: request.name,
    description: request.description,
    unitAmountCents: request.unitAmountCents,
    currency: CURRENCY,
    createdBy: request.createdBy,
  });
  const product = await getPaymentProductByPrice(deps.db, made.priceId);
  if (!product) throw new Error(`payment product ${made.priceId} not stored`);
  return product;
}
