import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { ZEmail } from '@tightlines/domain';
import { ok, okResponse } from '../../http/envelope';
import { unsubscribeHeaders } from '../../platform/mail/smtp';
import { renderMailViewer } from './mail-viewer';

const ZOutboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  kind: z.string().nullable(),
  headers: z.record(z.string(), z.string()).describe('the headers it is sent with besides the usual ones'),
});

/** How many messages the viewer page lists: the latest are the ones a developer is after. */
const VIEWER_MESSAGES = 50;

/**
 * The mail outbox, readable over HTTP only when MAIL_OUTBOX_API=1 (development and end-to-end runs),
 * so a developer can open the password-reset e-mail without a mail server: as JSON for tests
 * (`/api/dev/outbox?to=`) and as a page for a person (`/api/dev/mail`).
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
          kind: row.kind,
          headers: row.listUnsubscribe ? unsubscribeHeaders(row.listUnsubscribe) : {},
        })),
      );
    },
  );

  app.get(
    '/dev/mail',
    {
      schema: {
        tags: ['development'],
        summary: 'The local mail viewer: a page listing sent mail, newest first (MAIL_OUTBOX_API=1 only)',
      },
    },
    async (_request, reply) => {
      const rows = await db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(VIEWER_MESSAGES);
      return reply.type('text/html; charset=utf-8').send(renderMailViewer(rows));
    },
  );
};
