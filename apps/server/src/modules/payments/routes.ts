import {
  AppError,
  ZCheckoutParams,
  ZCheckoutState,
  ZOrganiserSummary,
  ZTransaction,
  ZTransactionInput,
  ZTransactionListQuery,
  ZTransactionPage,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import {
  CHECKOUT_EVENT_TYPES,
  WEBHOOK_SIGNATURE_HEADER,
  WebhookSignatureError,
} from '../../platform/payments/payment-driver';
import { cancelCheckout, checkoutStateFor } from './checkouts';
import type { PaymentsDeps } from './deps';
import { moneyOfTournaments, type OrganisedTournaments } from './organiser-money';
import { settleCheckout } from './settle';
import { listTransactionsOf, recordClientTransaction } from './transactions';

const tags = ['payments'];

/** The payment platform's webhook, the payer's return page's calls, and the user's own ledger. */
export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsDeps;
  /** The paid tournaments a user organises, for their money view. */
  organisedTournaments: OrganisedTournaments;
}> = async (app, { payments, organisedTournaments }) => {
  const { db } = payments;
  await app.register(webhookRoute, { payments });

  app.get(
    '/payments/checkouts/:checkoutId',
    {
      schema: {
        tags,
        summary: 'The outcome of one of your checkouts (asks the payment platform while it is open)',
        params: ZCheckoutParams,
        response: okResponse(ZCheckoutState),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await checkoutStateFor(payments, requireActor(request).userId, request.params.checkoutId)),
  );

  app.post(
    '/payments/checkouts/:checkoutId/cancel',
    {
      schema: {
        tags,
        summary: 'You left the checkout without paying: it can no longer be paid',
        params: ZCheckoutParams,
        response: okResponse(ZCheckoutState),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await cancelCheckout(payments, requireActor(request).userId, request.params.checkoutId)),
  );

  app.get(
    '/transactions',
    {
      schema: {
        tags,
        summary: 'Your payments and refunds, newest first (keyset paged)',
        querystring: ZTransactionListQuery,
        response: okResponse(ZTransactionPage),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await listTransactionsOf(db, requireActor(request).userId, request.query)),
  );

  app.get(
    '/payments/organiser-summary',
    {
      schema: {
        tags,
        summary: 'The entries and money (gross, platform fee, refunds, net) of your own paid tournaments',
        response: okResponse(ZOrganiserSummary),
      },
      preValidation: signedIn,
    },
    async (request) => {
      // Only the caller's own tournaments are ever read: another organiser's are not there.
      const organised = await organisedTournaments(requireActor(request).userId);
      return ok({ tournaments: await moneyOfTournaments(db, organised) });
    },
  );

  app.post(
    '/transactions',
    {
      schema: {
        tags,
        summary:
          'Record a payment attempt of yours (never a Complete payment: only the payment platform confirms one)',
        body: ZTransactionInput,
        response: okResponse(ZTransaction),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(
        await recordClientTransaction(db, requireActor(request), request.body, {
          testMoney: payments.driver.takesTestMoney,
        }),
      ),
  );
};

/**
 * `POST /api/payments/webhook`: the body is read raw (the signature covers its exact bytes), the
 * signature checked with a 300 s tolerance, and the event taken as a hint to settle the session
 * it names from the platform's own record. A failure to settle answers 500 so the platform retries.
 */
const webhookRoute: FastifyPluginAsyncZod<{ payments: PaymentsDeps }> = async (app, { payments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payments/webhook',
    {
      schema: {
        tags,
        summary: "The payment platform's signed events (Stripe's scheme, for both drivers)",
        response: okResponse(z.object({ received: z.literal(true) })),
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
      let event;
      try {
        event = payments.driver.verifyWebhook(rawBody, typeof header === 'string' ? header : undefined);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'payment webhook refused: bad signature');
        throw new AppError('VALIDATION', { key: 'paymentSignatureInvalid' });
      }
      if (CHECKOUT_EVENT_TYPES.has(event.type) && event.checkoutSessionId) {
        const state = await settleCheckout(payments, event.checkoutSessionId);
        request.log.info({ event: event.id, type: event.type, state }, 'payment event handled');
      }
      return ok({ received: true as const });
    },
  );
};
