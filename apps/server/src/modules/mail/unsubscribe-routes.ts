import { AppError, envelopeOf, ZUnsubscribed, ZUnsubscribeQuery } from '@tightlines/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok, okResponse } from '../../http/envelope';
import { unsubscribe } from '../../platform/mail/settings';

const tags = ['mail'];

const ZUnsubscribePage = z.object({ location: z.string() });

/** The bodies a mail reader's one-click POST comes with (RFC 8058): read and ignored, the token says it all. */
const ONE_CLICK_BODIES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * The one-click unsubscribe of every mail its reader may turn off (issue 35 point 2), without
 * signing in: the link's random token names the user and the kind, and turns off that kind only.
 */
export const mailUnsubscribeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addContentTypeParser(ONE_CLICK_BODIES, { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/mail/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'Turn off the kind of e-mail an unsubscribe link names (RFC 8058 one-click; no sign-in). Idempotent. 404 for a token no mail carried',
        querystring: ZUnsubscribeQuery,
        response: okResponse(ZUnsubscribed),
      },
      config: { abuseLimited: true },
    },
    async (request) => {
      const kind = await unsubscribe(db, request.query.token);
      if (!kind) throw new AppError('NOT_FOUND');
      return ok({ kind, enabled: false as const });
    },
  );

  // A GET never turns anything off (link checkers and previews open links): it shows the web page
  // that asks, whose button POSTs.
  app.get(
    '/mail/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'The unsubscribe link opened in a browser: redirects to the page that asks before turning it off',
        querystring: ZUnsubscribeQuery,
        response: { 303: envelopeOf(ZUnsubscribePage).describe('Location: /unsubscribe?token=…') },
      },
    },
    // An API answer like any other (the JSON envelope), naming where it leads.
    async (request, reply) => {
      const location = `/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return reply.code(303).header('location', location).send(ok({ location }));
    },
  );
};
