import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { ZEmail } from '@tightlines/domain';
import { ok, okResponse } from '../../http/envelope';

const ZOutboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

/**
 * The mail outbox, readable over HTTP only when MAIL_OUTBOX_API=1 (development and end-to-end runs),
 * so a developer can open the password-reset e-mail without a mail server.
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Latest mails sent to an address (MAIL_OUTBOX_API=1 only)',
        querystring: z.object({ to: ZEmail }),
        response: okResponse(z.array(ZOutboxMessage)),
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, request.query.to))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(10);
      return ok(
        rows.map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );
};
