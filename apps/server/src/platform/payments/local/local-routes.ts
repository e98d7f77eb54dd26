import { AppError, ZHostedCheckoutView as ZCheckoutView, type CheckoutOrderDto } from '@tightlines/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../../http/envelope';
import { checkCard } from './card-check';
import type { LocalDriver } from './local-driver';

const ZSessionParams = z.object({ sessionId: z.string().regex(/^cs_local_[\w-]{10,64}$/) });

const ZPayOutcome = z.object({
  status: z.enum(['open', 'complete', 'expired']),
  /** Where the browser goes next: the success URL once paid, the cancel URL once expired. */
  redirectUrl: z.string(),
});

const ZPayBody = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    card: z.object({
      number: z.string().max(40),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      cvc: z.string().max(8),
    }),
  }),
  z.object({ method: z.literal('wallet') }),
]);

/** What app wiring gives the hosted checkout: the page itself and the seller's line items. */
export interface LocalCheckoutPageOptions {
  /** The web app's page for /pay/<id> (the hosted checkout is a page of the React app). */
  sendPage?: (reply: FastifyReply) => unknown;
  /** The line items of a session, from the payments module's checkout record (no module import here). */
  orderOf?: (sessionId: string) => Promise<CheckoutOrderDto | null>;
}

export interface LocalCheckoutRouteOptions extends LocalCheckoutPageOptions {
  driver: LocalDriver;
}

/**
 * The hosted checkout of the local driver: the page at /pay/<id> and the calls it makes. Knowing
 * a session's random id is what lets a browser see and pay it, as with Stripe's checkout URLs.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod<LocalCheckoutRouteOptions> = async (
  app,
  { driver, sendPage, orderOf },
) => {
  const tags = ['local checkout'];
  if (sendPage) {
    app.get('/pay/:sessionId', { schema: { hide: true, params: ZSessionParams } }, (_request, reply) =>
      sendPage(reply),
    );
  }

  app.get(
    '/pay/api/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'What a local checkout session sells, and its state',
        params: ZSessionParams,
        response: okResponse(ZCheckoutView),
      },
    },
    async (request) => {
      const view = await driver.view(request.params.sessionId);
      if (!view) throw new AppError('NOT_FOUND');
      const { successUrl: _success, cancelUrl, ...shown } = view;
      const order = orderOf ? await orderOf(view.id) : null;
      return ok({ ...shown, expiresAt: shown.expiresAt.toISOString(), cancelUrl, order });
    },
  );

  app.post(
    '/pay/api/sessions/:sessionId/pay',
    {
      schema: {
        tags,
        summary: 'Pay a local checkout session by test card or wallet',
        params: ZSessionParams,
        body: ZPayBody,
        response: okResponse(ZPayOutcome),
      },
    },
    async (request) => {
      const { body } = request;
      if (body.method === 'card') {
        const outcome = checkCard(body.card, new Date());
        if (outcome.kind === 'invalid') {
          throw new AppError('VALIDATION', {
            key: outcome.key,
            details: { fields: [outcome.field] },
          });
        }
        if (outcome.kind === 'declined') {
          throw new AppError('PAYMENT_DECLINED', {
            key: outcome.key,
            details: { reason: outcome.reason },
          });
        }
      }
      const result = await driver.pay(request.params.sessionId, body.method);
      if (result.kind === 'unknown') throw new AppError('NOT_FOUND');
      const status = result.kind === 'paid' ? 'complete' : result.status;
      return ok({ status, redirectUrl: result.redirectUrl });
    },
  );

  app.post(
    '/pay/api/sessions/:sessionId/cancel',
    {
      schema: {
        tags,
        summary: 'Leave a local checkout without paying',
        params: ZSessionParams,
        response: okResponse(ZPayOutcome),
      },
    },
    async (request) => {
      const result = await driver.cancel(request.params.sessionId);
      if (result.kind === 'unknown') throw new AppError('NOT_FOUND');
      return ok({
        status: result.kind === 'paid' ? 'complete' : result.status,
        redirectUrl: result.redirectUrl,
      });
    },
  );
};
